// The sitemap as data: pure functions from what the site holds (static pages, guides, template slugs, examples,
// indexable public resumes) to MetadataRoute.Sitemap entries with absolute URLs. app/sitemap.ts gathers the inputs.
import "server-only";
import type { MetadataRoute } from "next";
import { getPathname } from "@/i18n/navigation";
import { routing, type Locale } from "@/i18n/routing";
import { localeAlternates } from "@/lib/server/i18n/locale-paths";
import { PUBLIC_PAGES } from "./public-pages";

type Entry = MetadataRoute.Sitemap[number];
type EntryExtras = Pick<Entry, "lastModified" | "changeFrequency" | "priority">;

export type SitemapGuide = { slug: string; date: string };
export type SitemapExample = { id: string; locale: Locale; updatedAt: Date };
export type SitemapResume = { slug: string; updatedAt: Date };

export type SitemapInput = {
  /** Absolute origin without a trailing slash, e.g. https://resume.example.com. */
  baseUrl: string;
  guides: readonly SitemapGuide[];
  templateSlugs: readonly string[];
  /** From the database; empty when it could not be read. */
  examples: readonly SitemapExample[];
  resumes: readonly SitemapResume[];
};

/** The home is written without a trailing slash ("https://host"), as Next writes it in canonical links. */
const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, "")}${path === "/" ? "" : path}`;

/** One entry per locale, each naming all locales (and x-default) as hreflang alternates. `href` is the internal route. */
export function localizedEntries(baseUrl: string, href: string, extras: EntryExtras = {}): Entry[] {
  const alternates = localeAlternates(routing.defaultLocale, href);
  const languages = Object.fromEntries(
    Object.entries(alternates.languages).map(([lang, path]) => [lang, absolute(baseUrl, path)]),
  );
  return routing.locales.map((locale) => ({
    url: absolute(baseUrl, getPathname({ locale, href })),
    ...extras,
    alternates: { languages },
  }));
}

/**
 * An example is written in one language: its page exists under both locales, but the canonical URL is its own
 * locale's (the other is a duplicate), so it is listed once and without alternates.
 */
function exampleEntry(baseUrl: string, example: SitemapExample): Entry {
  return {
    url: absolute(
      baseUrl,
      getPathname({ locale: example.locale, href: `/examples/${encodeURIComponent(example.id)}` }),
    ),
    lastModified: example.updatedAt,
    changeFrequency: "weekly",
    priority: 0.6,
  };
}

/** Public resumes live outside the locales (/r/<slug>): one URL, no alternates. */
function resumeEntry(baseUrl: string, resume: SitemapResume): Entry {
  return {
    url: absolute(baseUrl, `/r/${encodeURIComponent(resume.slug)}`),
    lastModified: resume.updatedAt,
    changeFrequency: "weekly",
    priority: 0.4,
  };
}

export function buildSitemap(input: SitemapInput): MetadataRoute.Sitemap {
  const { baseUrl } = input;
  return [
    ...PUBLIC_PAGES.flatMap(({ path, priority, changeFrequency }) =>
      localizedEntries(baseUrl, path, { priority, changeFrequency }),
    ),
    ...input.templateSlugs.flatMap((slug) =>
      localizedEntries(baseUrl, `/templates/${encodeURIComponent(slug)}`, {
        changeFrequency: "monthly",
        priority: 0.7,
      }),
    ),
    ...input.guides.flatMap(({ slug, date }) =>
      localizedEntries(baseUrl, `/guides/${encodeURIComponent(slug)}`, {
        lastModified: date,
        changeFrequency: "monthly",
        priority: 0.6,
      }),
    ),
    ...input.examples.map((example) => exampleEntry(baseUrl, example)),
    ...input.resumes.map((resume) => resumeEntry(baseUrl, resume)),
  ];
}
