import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LayoutTemplate } from "lucide-react";
import { TemplateCatalogue } from "@/components/catalogue/template-catalogue";
import { toTemplateListItem } from "@/components/catalogue/template-list-item";
import { TemplateNotifyNotice } from "@/components/catalogue/template-notify-notice";
import { Container } from "@/components/ui/container";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { listTemplates } from "@/lib/server/services/catalogue/list-templates";
import { MAX_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";

// Static and revalidated: ?template= and ?notify= are read on the client, so every visitor shares one cached page.
export const revalidate = 300;

/** Nothing at build time (no database then): each locale renders on its first request and is cached from there. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = metadataOf("templates", "/templates");

export default async function TemplatesPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("TemplatesPage");
  const { data: templates } = await listTemplates({
    pageSize: MAX_PAGE_SIZE,
    currentPage: 1,
    sort: { field: "sort", direction: "desc" },
    locale,
  });

  return (
    <Container className="py-14 sm:py-20">
      <Suspense fallback={null}>
        <div className="mb-8 empty:hidden">
          <TemplateNotifyNotice />
        </div>
      </Suspense>
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900">{t("title")}</h1>
        <p className="mt-3 text-lg text-slate-600">{t("intro")}</p>
      </header>
      {templates.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <LayoutTemplate aria-hidden className="size-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-slate-900">{t("empty.title")}</p>
          <p className="mt-1 text-slate-600">{t("empty.hint")}</p>
        </div>
      ) : (
        <TemplateCatalogue templates={templates.map(toTemplateListItem)} />
      )}
    </Container>
  );
}
