// The student and open-source offer's application (signed in; the (app) layout sends visitors to sign in).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ClientMessages } from "@/components/layout/client-messages";
import { OfferApplicationForm } from "@/components/offer/offer-application-form";
import { Container } from "@/components/ui/container";
import { STUDENT_OFFER_MONTHS } from "@/lib/shared/pricing/plans";

export const metadata: Metadata = { robots: { index: false } };

export default async function OfferPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Offer");
  return (
    <div className="flex-1 bg-slate-50 py-10">
      <Container width="narrow">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-slate-700">{t("intro", { months: STUDENT_OFFER_MONTHS })}</p>
        <ClientMessages namespaces={["Offer", "ApiErrors"]}>
          <OfferApplicationForm />
        </ClientMessages>
      </Container>
    </div>
  );
}
