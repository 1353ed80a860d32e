import { getTranslations, setRequestLocale } from "next-intl/server";
import { CheckCircle2, CircleDashed } from "lucide-react";
import { Container } from "@/components/ui/container";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { nextFeatures, shippedFeatures } from "@/lib/server/site/roadmap";

// Linked from both footers. What is live and what is next, stated plainly; no dates we cannot keep. The lists live
// in lib/server/site/roadmap.ts, where a test holds them to what the code has shipped.

export const generateMetadata = metadataOf("roadmap", "/roadmap");

export default async function RoadmapPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Roadmap");

  return (
    <Container width="narrow" className="py-14 sm:py-20">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("subtitle")}</p>
      </header>

      <section aria-labelledby="roadmap-shipped" className="mt-12">
        <h2 id="roadmap-shipped" className="text-2xl font-semibold text-slate-900">
          {t("shipped.title")}
        </h2>
        <ul className="mt-5 space-y-3">
          {shippedFeatures.map(({ key }) => (
            <li key={key} className="flex gap-3 text-slate-700">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {t(`shipped.items.${key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="roadmap-next" className="mt-12">
        <h2 id="roadmap-next" className="text-2xl font-semibold text-slate-900">
          {t("next.title")}
        </h2>
        <ul className="mt-5 space-y-3">
          {nextFeatures.map(({ key }) => (
            <li key={key} className="flex gap-3 text-slate-700">
              <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
              {t(`next.items.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-slate-600">{t("note")}</p>
      </section>
    </Container>
  );
}
