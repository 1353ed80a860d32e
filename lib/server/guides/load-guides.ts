// Guides are Markdown files in content/guides/<slug>.<locale>.md with front matter (title, description, date).
// Read at build time: every guide page is statically generated.
import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import type { Locale } from "@/i18n/routing";
import { slugifyHeading } from "../../shared/guides/slugify-heading";

const GUIDES_DIR = path.join(process.cwd(), "content", "guides");
const FILE_PATTERN = /^([a-z0-9-]+)\.(en|zh)\.md$/;

const ZGuideFrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  // YAML turns an unquoted 2026-01-15 into a Date; accept both and keep the ISO day.
  date: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
  order: z.number().int().default(100),
});

export type GuideHeading = { id: string; text: string };
export type GuideSummary = {
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  date: string;
  order: number;
};
export type Guide = GuideSummary & { body: string; headings: GuideHeading[] };

/** Second-level headings ("## …") outside code blocks: the table of contents. */
export function extractHeadings(markdown: string): GuideHeading[] {
  const headings: GuideHeading[] = [];
  let isInCode = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) isInCode = !isInCode;
    const match = !isInCode && /^##\s+(.+?)\s*$/.exec(line);
    if (match && match[1]) headings.push({ id: slugifyHeading(match[1]), text: match[1] });
  }
  return headings;
}

function readGuide(slug: string, locale: Locale): Guide | null {
  let source: string;
  try {
    source = readFileSync(path.join(GUIDES_DIR, `${slug}.${locale}.md`), "utf8");
  } catch {
    return null;
  }
  const { data, content } = matter(source);
  // A malformed file should fail the build loudly, naming the file, not render a half-empty page.
  const meta = ZGuideFrontMatter.safeParse(data);
  if (!meta.success) throw new Error(`content/guides/${slug}.${locale}.md: bad front matter: ${meta.error.message}`);
  return { slug, locale, ...meta.data, body: content, headings: extractHeadings(content) };
}

/** Slugs that exist in every locale (a guide is published only when both languages are written). */
export function listGuideSlugs(): string[] {
  const byLocale = new Map<string, Set<string>>();
  for (const file of readdirSync(GUIDES_DIR)) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const locales = byLocale.get(match[1]) ?? new Set<string>();
    locales.add(match[2]);
    byLocale.set(match[1], locales);
  }
  return [...byLocale]
    .filter(([, locales]) => locales.size === 2)
    .map(([slug]) => slug)
    .sort();
}

export function getGuide(slug: string, locale: Locale): Guide | null {
  return listGuideSlugs().includes(slug) ? readGuide(slug, locale) : null;
}

export function listGuides(locale: Locale): GuideSummary[] {
  return listGuideSlugs()
    .map((slug) => readGuide(slug, locale))
    .filter((guide): guide is Guide => guide !== null)
    .map(({ slug, locale: guideLocale, title, description, date, order }) => ({
      slug,
      locale: guideLocale,
      title,
      description,
      date,
      order,
    }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}
