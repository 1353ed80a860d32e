// What the header's templates and knowledge menus list, built on the server from code and content files so the
// header never needs the database: the first 4 templates of the registry (sort descending, docs/product.md §9) and the
// guides.
import type { Locale } from "@/i18n/routing";
import { templateSlug } from "@/lib/shared/catalogue/template-slug";
import { isAiEnabled } from "@/lib/server/env";
import { listGuides } from "@/lib/server/guides/load-guides";
import { templateRegistry } from "@/lib/shared/templates/registry";

const HEADER_TEMPLATE_COUNT = 4;

export type MenuTemplate = { slug: string; title: string; hex: string; isPro: boolean };
export type MenuGuide = { slug: string; title: string };
/** `isAiEnabled`: the `ai` toggle (docs/product.md §2); the navigation links to /ai only when it is on. */
export type HeaderMenuData = { templates: MenuTemplate[]; guides: MenuGuide[]; isAiEnabled: boolean };

function headerTemplates(locale: Locale): MenuTemplate[] {
  return [...templateRegistry]
    .sort((a, b) => b.sort - a.sort)
    .slice(0, HEADER_TEMPLATE_COUNT)
    .map((meta) => ({
      slug: templateSlug(meta.componentName) ?? meta.name.toLowerCase(),
      title: meta.title[locale],
      hex: meta.themes[0]?.hex ?? "#64748b",
      isPro: meta.isPro,
    }));
}

// Guides are files that only change with a release, and the header renders on every dynamic page: read them once.
const guideCache = new Map<Locale, MenuGuide[]>();

function headerGuides(locale: Locale): MenuGuide[] {
  let guides = guideCache.get(locale);
  if (!guides) {
    guides = listGuides(locale).map(({ slug, title }) => ({ slug, title }));
    guideCache.set(locale, guides);
  }
  return guides;
}

export function headerMenuData(locale: Locale): HeaderMenuData {
  return { templates: headerTemplates(locale), guides: headerGuides(locale), isAiEnabled: isAiEnabled() };
}
