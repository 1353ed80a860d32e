// A template as the list and its preview receive it: the catalogue DTO plus the slug of its own page. The slug is
// worked out on the server (page.tsx) because lib/shared/catalogue/template-slug reads the whole template registry, which
// the browser would otherwise download only for this lookup. Client components import the type only.
import { templateSlug } from "@/lib/shared/catalogue/template-slug";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

/** `slug` is null for a template the registry does not know (it then has no page of its own). */
export type TemplateListItem = TemplateDto & { slug: string | null };

export function toTemplateListItem(template: TemplateDto): TemplateListItem {
  return { ...template, slug: templateSlug(template.componentName) ?? null };
}
