// CSRF defence for every state-changing request (issue #11 item 7). SameSite=Lax alone is not enough: a page on
// another port of the same host is "same-site", so the browser sends the session cookie with its form posts. Browsers
// say where a request comes from (Origin on every non-GET request, Sec-Fetch-Site on every request); a request from
// anywhere but our own origin is refused. A request with neither header is not a browser's (curl, a client written
// from SPEC.md): it carries no ambient cookie of a victim, so it is allowed.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { appUrl } from "@/lib/server/env";

/**
 * Methods that must not change anything (docs/product.md §7's GET /api/logout is the one known exception, kept as
 * specified).
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values of a request started by another origin; "same-site" includes another port on this host. */
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from a foreign origin. Ours are the host the request was sent to (Host header, or the
 * request URL's host when there is none) and APP_URL's origin (behind a proxy that rewrites Host, only that matches).
 */
export function isForeignOriginRequest(method: string, headers: Headers, requestUrl: string, ownUrl: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite && FOREIGN_FETCH_SITES.has(fetchSite)) return true;
  const origin = headers.get("origin")?.trim();
  if (!origin) return false;
  // "null" (sandboxed frames, file: pages, some redirects) parses to an opaque origin: never ours.
  const requestOrigin = originOf(origin);
  if (!requestOrigin || requestOrigin === "null") return true;
  if (requestOrigin === originOf(ownUrl)) return false;
  const ownHost = headers.get("host")?.trim().toLowerCase() || hostOf(requestUrl);
  return hostOf(origin) !== ownHost;
}

/** Throws the translated 403 (CROSS_SITE_REQUEST) for a state-changing request from a foreign origin. */
export function assertSameOriginRequest(req: Request): void {
  if (isForeignOriginRequest(req.method, req.headers, req.url, appUrl())) throw new AppError("CROSS_SITE_REQUEST");
}
