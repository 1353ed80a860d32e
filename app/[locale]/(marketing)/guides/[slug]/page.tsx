import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { htmlLang, routing, type Locale } from "@/i18n/routing";
import { GuideMarkdown } from "@/components/guides/guide-markdown";
import { GuideStartCta } from "@/components/guides/guide-start-cta";
import { TableOfContents } from "@/components/guides/table-of-contents";
import { ClientMessages } from "@/components/layout/client-messages";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { Container } from "@/components/ui/container";
import { appUrl, isAiEnabled } from "@/lib/server/env";
import { guideJsonLd } from "@/lib/server/guides/guide-json-ld";
import { getGuide, listGuideSlugs } from "@/lib/server/guides/load-guides";
import { localeAlternates } from "@/lib/server/i18n/locale-paths";
import { openGraphLocale, pageMetadata } from "@/lib/server/i18n/page-metadata";
import { defaultOgImages } from "@/lib/server/seo/default-og-image";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => listGuideSlugs().map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const guide = getGuide(slug, locale);
  if (!guide) return pageMetadata(locale, "notFound", null);
  const brand = (await getTranslations({ locale, namespace: "Common" }))("brand");
  const alternates = localeAlternates(locale, `/guides/${slug}`);
  const images = await defaultOgImages(locale);
  return {
    title: { absolute: `${guide.title} | ${brand}` },
    description: guide.description,
    alternates,
    openGraph: {
      title: guide.title,
      description: guide.description,
      siteName: brand,
      locale: openGraphLocale[locale],
      type: "article",
      publishedTime: guide.date,
      url: alternates.canonical,
      images,
    },
    twitter: { card: "summary_large_image", title: guide.title, description: guide.description, images },
  };
}

export default async function GuidePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const guide = getGuide(slug, locale);
  if (!guide) notFound();
  const t = await getTranslations("Guides");
  const meta = await getTranslations("Metadata");
  const brand = (await getTranslations("Common"))("brand");
  const format = await getFormatter();
  const url = new URL(localeAlternates(locale, `/guides/${slug}`).canonical, appUrl()).toString();

  return (
    <ClientMessages namespaces={["ApiErrors", "Guides.cta", "SiteDialogs.start"]}>
      <Container className="py-12 sm:py-16">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: guideJsonLd(guide, url, brand, htmlLang[locale]) }}
        />
        <BreadcrumbJsonLd
          locale={locale}
          trail={[
            { name: meta("guides.title"), path: "/guides" },
            { name: guide.title, path: `/guides/${slug}` },
          ]}
        />
        <Link
          href="/guides"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("back")}
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <article className="max-w-3xl min-w-0">
            <header>
              <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
                {guide.title}
              </h1>
              <p className="mt-4 text-lg text-slate-600">{guide.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                {t("updated")}{" "}
                <time dateTime={guide.date}>
                  {format.dateTime(new Date(guide.date), { dateStyle: "long", timeZone: "UTC" })}
                </time>
              </p>
            </header>
            <div className="mt-8 lg:hidden">
              <TableOfContents headings={guide.headings} />
            </div>
            <GuideMarkdown source={guide.body} />
            <GuideStartCta isAiEnabled={isAiEnabled()} />
          </article>
          <aside className="hidden lg:block">
            <div className="sticky top-24">
              <TableOfContents headings={guide.headings} />
            </div>
          </aside>
        </div>
      </Container>
    </ClientMessages>
  );
}
