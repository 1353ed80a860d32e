import { getTranslations, setRequestLocale } from "next-intl/server";
import { Gift, Percent, Share2 } from "lucide-react";
import { ClientMessages } from "@/components/layout/client-messages";
import { ReferralLinkPanel } from "@/components/referral/referral-link-panel";
import { Container } from "@/components/ui/container";
import { appUrl } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { formatPrice } from "@/lib/shared/pricing/format-price";

/** docs/product.md §9: the invitee's voucher (5 in the page's currency) and the inviter's share of purchases. */
const INVITEE_VOUCHER_CENTS = 500;
const INVITER_SHARE_PERCENT = 20;

export const generateMetadata = metadataOf("referral", "/referral");

export default async function ReferralPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Referral");
  const voucher = formatPrice(INVITEE_VOUCHER_CENTS, locale);
  const rules = [
    { key: "share", Icon: Share2, text: t("rules.share") },
    { key: "invitee", Icon: Gift, text: t("rules.invitee", { voucher }) },
    { key: "inviter", Icon: Percent, text: t("rules.inviter", { percent: INVITER_SHARE_PERCENT }) },
  ];

  return (
    <ClientMessages namespaces={["Referral"]}>
      <Container className="py-14 sm:py-20">
        <header className="max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="mt-4 text-lg text-slate-600">{t("subtitle", { voucher, percent: INVITER_SHARE_PERCENT })}</p>
        </header>
        <section
          aria-labelledby="referral-link"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="referral-link" className="mb-5 text-xl font-semibold text-slate-900">
            {t("linkTitle")}
          </h2>
          <ReferralLinkPanel baseUrl={appUrl()} />
        </section>
        <section aria-labelledby="referral-rules" className="mt-12">
          <h2 id="referral-rules" className="text-2xl font-semibold text-slate-900">
            {t("rules.title")}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {rules.map(({ key, Icon, text }) => (
              <li key={key} className="rounded-2xl bg-brand-50/70 p-6">
                <Icon aria-hidden className="size-7 text-brand-700" />
                <p className="mt-3 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-slate-600">{t("rules.fineprint")}</p>
        </section>
      </Container>
    </ClientMessages>
  );
}
