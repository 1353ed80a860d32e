// Organization and WebSite structured data for the home page of a locale. Mount it once in app/[locale]/page.tsx:
//   <HomeJsonLd locale={locale} />
import { getTranslations } from "next-intl/server";
import { htmlLang, type Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { getPathname } from "@/i18n/navigation";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/shared/seo/json-ld";
import { JsonLd } from "./json-ld";

export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const [common, meta] = await Promise.all([
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  const origin = appUrl().replace(/\/+$/, "");
  const brand = common("brand");
  const organization = organizationJsonLd({ name: brand, url: `${origin}/`, logo: `${origin}/icon.svg` });
  const website = webSiteJsonLd({
    name: brand,
    url: new URL(getPathname({ locale, href: "/" }), `${origin}/`).toString(),
    inLanguage: htmlLang[locale],
    description: meta("home.description"),
    organizationUrl: `${origin}/`,
  });
  return <JsonLd data={[organization, website]} />;
}
