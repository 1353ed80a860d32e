// /examples/{id} – one example's own indexable page: what it is, who wrote it, the resume itself (rendered and
// redacted exactly as on its public /r page), 'Use This Example' and more of its category. Static, revalidated every
// 5 minutes. An example is written in one language: shown under either locale, its canonical URL is its own locale's.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { htmlLang, type Locale } from "@/i18n/routing";
import { ExampleCard } from "@/components/catalogue/example-card";
import { ExampleCreator } from "@/components/catalogue/example-creator";
import { ExampleResumeFrame } from "@/components/catalogue/example-resume-frame";
import { categoryAnchorId, examplePagePath, webResumePath } from "@/components/catalogue/example-paths";
import { ExampleUsageTag } from "@/components/catalogue/example-usage-tag";
import { ExampleUseButton } from "@/components/catalogue/example-use-button";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import "@/components/resume-document/styles/resume-fonts.css";
import { Container } from "@/components/ui/container";
import { appUrl } from "@/lib/server/env";
import { localeAlternates } from "@/lib/server/i18n/locale-paths";
import { openGraphLocale, pageMetadata } from "@/lib/server/i18n/page-metadata";
import { ZCatalogueItemParams } from "@/lib/shared/validations/catalogue/item-params";
import { exampleJsonLd } from "./example-json-ld";
import { loadExamplePage } from "./load-example-page";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export const revalidate = 300;

/** None at build time (no database then): each example renders on its first request and is cached. */
export function generateStaticParams() {
  return [];
}

async function load(id: string, locale: Locale) {
  return ZCatalogueItemParams.safeParse({ id }).success ? loadExamplePage(id, locale) : null;
}

const ownLocale = (locale: string): Locale => (locale === "zh" ? "zh" : "en");

/**
 * The example's URL in its own language is the canonical one; the other locale's URL shows the same resume under
 * another interface and points here, so this URL is the only language alternate offered.
 */
function exampleAlternates(own: Locale, id: string) {
  const { canonical } = localeAlternates(own, examplePagePath(id));
  return { canonical, languages: { [htmlLang[own]]: canonical, "x-default": canonical } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = await load(id, locale);
  if (!page) return pageMetadata(locale, "notFound", null);
  const { example } = page;
  const [t, common, preview] = await Promise.all([
    getTranslations({ locale, namespace: "ExamplesPage.detail" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "ExamplesPage.preview" }),
  ]);
  const title = t("metaTitle", { name: example.name });
  const alternates = exampleAlternates(ownLocale(example.locale), example._id);
  return {
    title: { absolute: `${title} | ${common("brand")}` },
    description: example.desc,
    alternates,
    openGraph: {
      title,
      description: example.desc,
      siteName: common("brand"),
      locale: openGraphLocale[locale],
      type: "article",
      url: alternates.canonical,
      images: [{ url: example.coverImg, alt: preview("coverAlt", { name: example.name }) }],
    },
    twitter: { card: "summary_large_image", title, description: example.desc, images: [example.coverImg] },
  };
}

export default async function ExamplePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const page = await load(id, locale);
  if (!page) notFound();
  const { example, view, category, related } = page;
  const t = await getTranslations("ExamplesPage");
  const brand = (await getTranslations("Common"))("brand");
  const own = ownLocale(example.locale);
  const absolute = (path: string) => new URL(path, appUrl()).toString();
  const jsonLd = exampleJsonLd({
    name: example.name,
    description: example.desc,
    url: absolute(exampleAlternates(own, example._id).canonical),
    image: absolute(example.coverImg),
    author: { name: example.userId.nickName, ...(example.userId.avatar && { image: absolute(example.userId.avatar) }) },
    inLanguage: htmlLang[own],
    genre: category?.name,
    publisher: brand,
  });
  const backHref = category ? `/examples#${categoryAnchorId(category.slug)}` : "/examples";

  return (
    <Container className="py-12 sm:py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Link
        href={backHref}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("detail.back")}
      </Link>

      <header className="mt-6 max-w-3xl">
        {category && (
          <p className="text-sm font-semibold text-brand-700">
            <span className="sr-only">{t("detail.category")}: </span>
            {category.name}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {example.name}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{example.desc}</p>
        {own !== locale && <p className="mt-2 text-sm text-slate-600">{t("detail.language", { language: own })}</p>}
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <ExampleCreator creator={example.userId} label={t("detail.creator")} size="md" />
          <ExampleUsageTag used={example.used} />
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ExampleUseButton exampleId={example._id} />
          <a
            href={webResumePath(example.uuid)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            {t("preview.webResume")}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </div>
      </header>

      <section aria-labelledby="example-resume-title" className="mt-12">
        <h2 id="example-resume-title" className="text-xl font-semibold text-slate-900">
          {t("detail.resumeHeading")}
        </h2>
        <ExampleResumeFrame label={t("detail.resumeLabel", { name: example.name })}>
          <ResumeDocument
            data={view.data}
            config={view.config}
            hideEmail={view.options.hideEmail}
            hidePhone={view.options.hidePhone}
          />
        </ExampleResumeFrame>
      </section>

      {related.length > 0 && (
        <section aria-labelledby="example-related-title" className="mt-16">
          <h2 id="example-related-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {category ? t("detail.more", { category: category.name }) : t("detail.moreFallback")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other._id}>
                <ExampleCard example={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
