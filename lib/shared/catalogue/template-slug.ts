// The URL segment of a template's own page (/templates/<slug>): the registry's short name, lowercased
// ("TemplateModern" → "modern"). Derived from the registry, not the database, so the sitemap and the page agree
// without a query and a slug never changes while the componentName stays stable.
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { TemplateMeta } from "@/lib/shared/templates/types";

/** The slug of a template, or undefined for a component name the registry does not know. */
export function templateSlug(componentName: string): string | undefined {
  const meta = templateRegistry.find((entry) => entry.componentName === componentName);
  return meta ? meta.name.toLowerCase() : undefined;
}

/** The registry entry behind a slug; lookup is exact (URLs are lowercase) so /templates/Modern is a 404, not a duplicate. */
export function templateBySlug(slug: string): TemplateMeta | undefined {
  return templateRegistry.find((entry) => entry.name.toLowerCase() === slug);
}

/** Every template's slug in registry order (for the sitemap). */
export function templateSlugs(): string[] {
  return templateRegistry.map((entry) => entry.name.toLowerCase());
}
