// Data of a template's own page, shared by generateMetadata and the page through React's per-request cache.
import { cache } from "react";
import type { Locale } from "@/i18n/routing";
import { templateBySlug, templateSlug } from "@/lib/shared/catalogue/template-slug";
import { findTemplate } from "@/lib/server/services/catalogue/find-template";
import { listTemplates } from "@/lib/server/services/catalogue/list-templates";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { MAX_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";

const RELATED_COUNT = 3;

/** The template behind a slug in the page's language; null when the registry or the catalogue does not have it. */
export const loadTemplate = cache(async (slug: string, locale: Locale): Promise<TemplateDto | null> => {
  const meta = templateBySlug(slug);
  return meta ? findTemplate(meta.componentName, locale) : null;
});

export type RelatedTemplate = TemplateDto & { slug: string };

/** The templates listed after this one (wrapping round), so every page links onward to different neighbours. */
export async function loadRelatedTemplates(current: TemplateDto, locale: Locale): Promise<RelatedTemplate[]> {
  const { data } = await listTemplates({
    pageSize: MAX_PAGE_SIZE,
    currentPage: 1,
    sort: { field: "sort", direction: "desc" },
    locale,
  });
  const index = data.findIndex((template) => template._id === current._id);
  const rotated = [...data.slice(index + 1), ...data.slice(0, Math.max(index, 0))];
  return rotated
    .flatMap((template) => {
      const slug = templateSlug(template.componentName);
      return slug && template._id !== current._id ? [{ ...template, slug }] : [];
    })
    .slice(0, RELATED_COUNT);
}
