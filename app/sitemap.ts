// GET /sitemap.xml – every public page in both locales with hreflang alternates, every template and guide page,
// and from the database every example and opted-in public resume. Rendered per request (a build needs no
// database); when the database cannot be read the static part is still served rather than a 500.
import type { MetadataRoute } from "next";
import { templateSlugs } from "@/lib/shared/catalogue/template-slug";
import { appUrl } from "@/lib/server/env";
import { listGuideSlugs, getGuide } from "@/lib/server/guides/load-guides";
import { logger } from "@/lib/server/logger";
import {
  buildSitemap,
  type SitemapExample,
  type SitemapGuide,
  type SitemapResume,
} from "@/lib/server/seo/sitemap-entries";
import { listIndexableResumes } from "@/lib/server/services/seo/list-indexable-resumes";
import { listSitemapExamples } from "@/lib/server/services/seo/list-sitemap-examples";

export const dynamic = "force-dynamic";

async function databaseEntries(): Promise<{ examples: SitemapExample[]; resumes: SitemapResume[] }> {
  try {
    const [examples, resumes] = await Promise.all([listSitemapExamples(), listIndexableResumes()]);
    return { examples, resumes };
  } catch (error) {
    logger.error({ err: error }, "sitemap: could not read examples and public resumes; serving the static part");
    return { examples: [], resumes: [] };
  }
}

function guides(): SitemapGuide[] {
  return listGuideSlugs().flatMap((slug) => {
    const guide = getGuide(slug, "en");
    return guide ? [{ slug, date: guide.date }] : [];
  });
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { examples, resumes } = await databaseEntries();
  return buildSitemap({ baseUrl: appUrl(), guides: guides(), templateSlugs: templateSlugs(), examples, resumes });
}
