// /examples – the examples of the page's language grouped by category, with the category navigator and the
// ?example={id} preview (docs/product.md §2). Static and revalidated every 5 minutes: nothing here reads the request.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LayoutTemplate } from "lucide-react";
import { ExampleGallery } from "@/components/catalogue/example-gallery";
import { Container } from "@/components/ui/container";
import { appUrl } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { loadExampleGroups } from "./load-example-groups";

export const revalidate = 300;

/** None at build time (no database then): each locale renders on its first request and is cached. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = metadataOf("examples", "/examples");

export default async function ExamplesPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ExamplesPage");
  const groups = await loadExampleGroups(locale);

  return (
    <Container className="pt-14 pb-20 sm:pt-20">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900">{t("title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("subtitle")}</p>
      </header>
      {groups.length === 0 ? (
        <div className="mt-12 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <LayoutTemplate aria-hidden className="size-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-slate-900">{t("empty")}</p>
        </div>
      ) : (
        <ExampleGallery groups={groups} siteUrl={appUrl()} />
      )}
    </Container>
  );
}
