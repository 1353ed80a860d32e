// Security headers of every page, set in proxy.ts (the one place that runs per request, with the runtime
// configuration: S3_PUBLIC_URL, Turnstile, APP_URL). Headers that never change (nosniff, Referrer-Policy,
// X-Frame-Options) come from next.config.ts for every response, assets and API included.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { NextRequest, NextResponse } from "next/server";
import { isProtectedPath } from "@/lib/server/permissions/protected-pages";
import { contentSecurityPolicy, createNonce } from "@/lib/server/security/csp";
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY } from "@/lib/server/security/is-https-request";

/**
 * Pages outside the locale routing: rendered per request, never handed to next-intl. The public resume's Chinese
 * address /ch/r/ too: it is its own route (app/ch/r/[slug]), which next-intl would rewrite to a missing /zh/r/. So are
 * tracked links, /s/ and /ch/s/ (app/s/[token], issue 26 item 4), and review links, /c/ and /ch/c/ (app/c/[token],
 * issue 26 item 6).
 */
const UNLOCALIZED = /^(\/ch)?\/[rsc]\/|^\/(print|dev)\//;

type Proxy = (request: NextRequest) => Promise<Response> | Response;

function secure(response: Response, policy: string, https: boolean): Response {
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * Wraps the page proxy: a nonce-based CSP for dynamic pages (the nonce reaches Next in the request's CSP header, and
 * Next adds it to its script tags), the static policy for prerendered ones, and HSTS on https.
 */
export function withPageSecurity(proxy: Proxy): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    const { pathname } = request.nextUrl;
    const https = isHttpsRequest(request.headers);
    const unlocalized = UNLOCALIZED.test(pathname);
    // The (app) group's pages are rendered per request (they read the session), so their HTML can carry a nonce.
    if (!unlocalized && !isProtectedPath(pathname))
      return secure(await proxy(request), contentSecurityPolicy("static", { https }), https);
    const policy = contentSecurityPolicy({ nonce: createNonce() }, { https });
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    if (unlocalized) return secure(NextResponse.next({ request: { headers } }), policy, https);
    return secure(await proxy(new NextRequest(request, { headers })), policy, https);
  };
}
