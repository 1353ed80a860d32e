// Catalogue answers are public and shared-cacheable; their language follows `?locale=` or Accept-Language
// (negotiateLocale), so caches keep one copy per Accept-Language.
import "server-only";

/**
 * Public and fresh for a minute in browsers and shared caches alike; a CDN may serve a stale copy while it refreshes.
 * Without `max-age` a browser held the answer stale at once and, by stale-while-revalidate, fetched it again in the
 * background on every page that shows the header's examples menu.
 */
export const catalogueCacheHeaders = {
  "Cache-Control": "public, max-age=60, s-maxage=60, stale-while-revalidate=300",
  Vary: "Accept-Language",
};
