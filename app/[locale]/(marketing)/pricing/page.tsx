import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ComparisonTable } from "@/components/pricing/comparison-table";
import { OrderReturn } from "@/components/pricing/order-return";
import { PlanCard } from "@/components/pricing/plan-card";
import { StudentOffer } from "@/components/pricing/student-offer";
import { UnlockButton } from "@/components/pricing/unlock-button";
import { PricingJsonLd } from "@/components/seo/pricing-json-ld";
import { Container } from "@/components/ui/container";
import { env } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { configuredTokenGrants } from "@/lib/server/pricing/configured-token-grants";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import { asLowAsMonthlyCents, currencyByLocale, plans } from "@/lib/shared/pricing/plans";

export const generateMetadata = metadataOf("pricing", "/pricing");

export default async function PricingPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Pricing");
  const asLowAs = formatPrice(asLowAsMonthlyCents[currencyByLocale[locale]], locale);
  const supportEmail = env().SUPPORT_EMAIL;
  const tokenGrants = configuredTokenGrants();

  return (
    <ClientMessages namespaces={["ApiErrors", "Pricing", "SiteDialogs.upgrade"]}>
      <Container className="py-14 sm:py-20">
        <PricingJsonLd locale={locale} />
        {/* Back from Alipay on a phone (/pricing?order=…): the order's status, then home (issue 21 item 8). */}
        <OrderReturn />
        <header className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{t("title")}</h1>
          <p className="mt-4 text-lg text-slate-600">{t("subtitle")}</p>
          <p className="mt-3 font-semibold text-brand-800">{t("asLowAs", { price: asLowAs })}</p>
        </header>

        <section aria-label={t("plansLabel")} className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} tokenGrants={tokenGrants} />
          ))}
        </section>

        <section aria-labelledby="compare" className="mt-20">
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="compare" className="text-2xl font-semibold text-slate-900">
                {t("compare.title")}
              </h2>
              <p className="mt-1 text-slate-600">{t("compare.subtitle")}</p>
            </div>
            <UnlockButton label={t("compare.unlock")} />
          </div>
          <ComparisonTable />
        </section>

        {/* The offer is applied for by e-mail: without a configured address there is no way to apply. */}
        {supportEmail && (
          <div className="mt-20">
            <StudentOffer supportEmail={supportEmail} />
          </div>
        )}
      </Container>
    </ClientMessages>
  );
}
