// Catalogue answers are public and shared-cacheable; their language follows `?locale=` or Accept-Language
// (negotiateLocale), so caches keep one copy per Accept-Language.
import "server-only";

/** Public, shared-cacheable for a minute; a CDN may serve a stale copy while it refreshes. */
export const catalogueCacheHeaders = {
  "Cache-Control": "public, s-maxage=60, stale-while-revalidate=300",
  Vary: "Accept-Language",
};
