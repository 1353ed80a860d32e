import type { ReactNode } from "react";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CheckCircle2, CircleDashed } from "lucide-react";
import { Container } from "@/components/ui/container";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { nextFeatures, shippedFeatures } from "@/lib/server/site/roadmap";

// Linked from both footers. What is live and what is next, stated plainly; no dates we cannot keep. The lists live
// in lib/server/site/roadmap.ts, where a test holds them to what the code has shipped.

export const generateMetadata = metadataOf("roadmap", "/roadmap");

type FeatureListProps = {
  id: string;
  title: string;
  icon: ReactNode;
  items: { key: string; text: string }[];
  /** Said instead of an empty list. */
  empty?: string;
  children?: ReactNode;
};

/** One of the page's two lists (live, next): a heading and the features, each behind the list's icon. */
function FeatureList({ id, title, icon, items, empty, children }: FeatureListProps) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-5 space-y-3">
          {items.map(({ key, text }) => (
            <li key={key} className="flex gap-3 text-slate-700">
              {icon}
              {text}
            </li>
          ))}
        </ul>
      ) : (
        empty && <p className="mt-5 text-slate-700">{empty}</p>
      )}
      {children}
    </section>
  );
}

export default async function RoadmapPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Roadmap");
  // Read from the catalogue as a record: the list may be empty, and then t() has no key of it to name.
  const { Roadmap } = (await getMessages({ locale })) as { Roadmap: { next: { items: Record<string, string> } } };
  const nextItems = Roadmap.next.items;

  return (
    <Container width="narrow" className="py-14 sm:py-20">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("subtitle")}</p>
      </header>

      <FeatureList
        id="roadmap-shipped"
        title={t("shipped.title")}
        icon={<CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />}
        items={shippedFeatures.map(({ key }) => ({ key, text: t(`shipped.items.${key}`) }))}
      />
      <FeatureList
        id="roadmap-next"
        title={t("next.title")}
        icon={<CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />}
        items={nextFeatures.map(({ key }) => ({ key, text: nextItems[key] ?? key }))}
        empty={t("next.empty")}
      >
        <p className="mt-8 text-sm text-slate-600">{t("note")}</p>
      </FeatureList>
    </Container>
  );
}
