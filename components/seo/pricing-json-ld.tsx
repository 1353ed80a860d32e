// Product structured data for /pricing: the premium membership with one Offer per plan, in the locale's currency.
// No availability is claimed: a server without payments configured answers "payments are not configured" (docs/operations.md).
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { getPathname } from "@/i18n/navigation";
import { currencyByLocale, plans } from "@/lib/shared/pricing/plans";
import { productJsonLd } from "@/lib/shared/seo/json-ld";
import { JsonLd } from "./json-ld";

export async function PricingJsonLd({ locale }: { locale: Locale }) {
  const [t, common, meta, seo] = await Promise.all([
    getTranslations({ locale, namespace: "Pricing" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "Metadata" }),
    getTranslations({ locale, namespace: "Seo" }),
  ]);
  const brand = common("brand");
  const url = new URL(getPathname({ locale, href: "/pricing" }), appUrl()).toString();
  const currency = currencyByLocale[locale];
  const offers = plans.map((plan) => ({
    name: t(`plans.${plan.id}.name`),
    description: t(`plans.${plan.id}.period`),
    priceCents: plan.amountCents[currency],
    currency,
    url,
  }));
  return (
    <JsonLd
      data={productJsonLd({
        name: seo("premiumProduct", { brand }),
        description: meta("pricing.description"),
        url,
        brand,
        offers,
      })}
    />
  );
}
