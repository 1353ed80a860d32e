// BreadcrumbList structured data: Home › … › the page. `trail` holds locale-less paths after the home page.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { getPathname } from "@/i18n/navigation";
import { breadcrumbJsonLd } from "@/lib/shared/seo/json-ld";
import { JsonLd } from "./json-ld";

type Crumb = { name: string; path: string };

export async function BreadcrumbJsonLd({ locale, trail }: { locale: Locale; trail: readonly Crumb[] }) {
  const t = await getTranslations({ locale, namespace: "Seo" });
  const url = (path: string) => new URL(getPathname({ locale, href: path }), appUrl()).toString();
  const items = [
    { name: t("breadcrumbHome"), url: url("/") },
    ...trail.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })),
  ];
  return <JsonLd data={breadcrumbJsonLd(items)} />;
}
