import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft, Check } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { htmlLang, type Locale } from "@/i18n/routing";
import { TemplateColumnsLabel, TemplatePlanBadge } from "@/components/catalogue/template-badges";
import { TemplateCover } from "@/components/catalogue/template-cover";
import { TemplateThemeChoice } from "@/components/catalogue/template-theme-choice";
import { TemplateThemeSection } from "@/components/catalogue/template-theme-section";
import { TemplateUseButton } from "@/components/catalogue/template-use-button";
import { Container } from "@/components/ui/container";
import { appUrl } from "@/lib/server/env";
import { localeAlternates } from "@/lib/server/i18n/locale-paths";
import { openGraphLocale, pageMetadata } from "@/lib/server/i18n/page-metadata";
import { loadRelatedTemplates, loadTemplate } from "./load-template-page";
import { templateJsonLd } from "./template-json-ld";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on first request per locale and slug, then cached and revalidated like the list.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const template = await loadTemplate(slug, locale);
  if (!template) return pageMetadata(locale, "notFound", null);
  const t = await getTranslations({ locale, namespace: "TemplatesPage" });
  const brand = (await getTranslations({ locale, namespace: "Common" }))("brand");
  const title = t("meta.title", { title: template.title });
  const description = t("meta.description", {
    desc: template.desc,
    columns: t(`columns.${template.columns}`),
    count: template.themes.length,
  });
  const alternates = localeAlternates(locale, `/templates/${slug}`);
  return {
    title: { absolute: `${title} | ${brand}` },
    description,
    alternates,
    openGraph: {
      title,
      description,
      siteName: brand,
      locale: openGraphLocale[locale],
      type: "website",
      url: alternates.canonical,
      images: [{ url: template.coverImage, width: 640, height: 896, alt: t("coverAlt", { title: template.title }) }],
    },
  };
}

export default async function TemplateDetailPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const template = await loadTemplate(slug, locale);
  if (!template) notFound();
  const [t, common, related] = await Promise.all([
    getTranslations("TemplatesPage"),
    getTranslations("Common"),
    loadRelatedTemplates(template, locale),
  ]);
  const url = new URL(localeAlternates(locale, `/templates/${slug}`).canonical, appUrl()).toString();
  const jsonLd = templateJsonLd({
    template,
    url,
    image: new URL(template.coverImage, appUrl()).toString(),
    brand: common("brand"),
    inLanguage: htmlLang[locale],
  });

  return (
    <Container className="py-12 sm:py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Link
        href="/templates"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("detail.back")}
      </Link>
      <article className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm lg:order-1">
          <TemplateCover
            src={template.coverImage}
            title={template.title}
            preload
            sizes="(min-width: 1024px) 720px, 100vw"
          />
        </div>
        <div className="flex flex-col gap-6 lg:order-2">
          <header>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("detail.eyebrow")}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{template.title}</h1>
            <p className="mt-4 text-lg text-slate-600">{template.desc}</p>
          </header>
          <section aria-label={t("detail.facts")} className="flex flex-wrap items-center gap-3">
            <TemplatePlanBadge isPro={template.isPro} />
            <TemplateColumnsLabel columns={template.columns} size="sm" />
            <span className="text-sm text-slate-600">{t("detail.themeCount", { count: template.themes.length })}</span>
          </section>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Check aria-hidden className="size-4 text-brand-600" />
            {t(template.isPro ? "detail.premiumNote" : "detail.freeNote")}
          </p>
          {/* The swatches and the button share the picked theme: the new resume starts on it. */}
          <TemplateThemeChoice initialTheme={template.themes[0]?.name}>
            <TemplateUseButton
              componentName={template.componentName}
              isPro={template.isPro}
              className="w-full sm:w-auto"
            />
            <TemplateThemeSection
              template={{ themes: template.themes, publicLink: template.publicLink }}
              hint={t("detail.themesHint")}
            />
          </TemplateThemeChoice>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="more-templates" className="mt-16">
          <h2 id="more-templates" className="text-2xl font-semibold text-slate-900">
            {t("detail.others")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other._id}>
                <Link
                  href={`/templates/${other.slug}`}
                  className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
                >
                  <TemplateCover src={other.coverImage} title={other.title} className="border-b border-slate-100" />
                  <span className="flex items-center justify-between gap-3 p-4">
                    <span className="font-semibold text-slate-900 group-hover:underline">{other.title}</span>
                    <TemplatePlanBadge isPro={other.isPro} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
