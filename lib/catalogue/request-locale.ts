// The language of catalogue answers: `?locale=en|zh` when given, else the first supported language of the
// Accept-Language header, else English. Responses vary on Accept-Language (see the route headers).
import type { CatalogueLocale } from "@/lib/validations/catalogue/list-query";

export function resolveCatalogueLocale(fromQuery: CatalogueLocale | undefined, acceptLanguage: string | null): CatalogueLocale {
  if (fromQuery) return fromQuery;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("zh")) return "zh";
    if (tag.startsWith("en")) return "en";
  }
  return "en";
}

/** Public, shared-cacheable for a minute; a CDN may serve a stale copy while it refreshes. */
export const catalogueCacheHeaders = {
  "Cache-Control": "public, s-maxage=60, stale-while-revalidate=300",
  Vary: "Accept-Language",
};
