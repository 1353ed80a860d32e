import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { AiSection } from "@/components/home/ai-section";
import { Endorsements } from "@/components/home/endorsements";
import { ExamplesSection, HOME_EXAMPLE_COUNT } from "@/components/home/examples-section";
import { FinalCta } from "@/components/home/final-cta";
import { GuidesSection } from "@/components/home/guides-section";
import { HomeHero } from "@/components/home/home-hero";
import { PaymentSuccessNotice } from "@/components/home/payment-success-notice";
import { HOME_REVIEW_COUNT, ReviewsSection } from "@/components/home/reviews-section";
import { TemplatesSection } from "@/components/home/templates-section";
import { ClientMessages } from "@/components/layout/client-messages";
import { HomeJsonLd } from "@/components/seo/home-json-ld";
import { isAiEnabled } from "@/lib/server/env";
import { listGuides } from "@/lib/server/guides/load-guides";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";
import { listExamples } from "@/lib/server/services/catalogue/list-examples";
import { listTemplates } from "@/lib/server/services/catalogue/list-templates";
import { listApprovedReviews } from "@/lib/server/services/reviews/list-approved-reviews";

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on the first request per locale, then served from the cache and refreshed every 5 minutes: the catalogue
// and reviews change rarely. Query state (?state=success) is read on the client so the page stays cacheable.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, "home", "/");
}

/** The slider shows one catalogue page; the hero uses the first three covers. */
const HOME_TEMPLATE_PAGE = 12;

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const isZh = locale === "zh";
  const [templates, examples, reviews] = await Promise.all([
    listTemplates({ pageSize: HOME_TEMPLATE_PAGE, currentPage: 1, sort: { field: "sort", direction: "desc" }, locale }),
    listExamples({ pageSize: HOME_EXAMPLE_COUNT, currentPage: 1, sort: { field: "used", direction: "desc" }, locale }),
    // docs/product.md §1: reviews are shown on the Chinese site only.
    isZh ? listApprovedReviews({ currentPage: 1, pageSize: HOME_REVIEW_COUNT }) : null,
  ]);

  return (
    <ClientMessages namespaces={["ApiErrors", "Home.paymentSuccess", "SiteDialogs.start"]}>
      <HomeJsonLd locale={locale} />
      <PaymentSuccessNotice />
      <HomeHero covers={templates.data.slice(0, 3).map(({ title, coverImage }) => ({ title, coverImage }))} />
      {isZh && <Endorsements />}
      <TemplatesSection templates={templates.data} />
      {isAiEnabled() && <AiSection />}
      <ExamplesSection examples={examples.data} />
      {reviews && <ReviewsSection reviews={reviews.data} />}
      <GuidesSection guides={listGuides(locale)} />
      <FinalCta />
    </ClientMessages>
  );
}
