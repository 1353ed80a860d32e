// The Content-Security-Policy of our pages (issue #11 item 6; trade-offs in docs/decisions.md "Security headers").
// Two policies, because a nonce only works on a page rendered per request:
// - "nonce": dynamic pages (signed-in app, public resume, print, dev). Scripts need this response's nonce (Next puts it
//   on its own script tags when it finds it in the request's CSP header) or are loaded by such a script
//   ('strict-dynamic'); the one inline script of the site header is allowed by its hash.
// - "static": statically generated / ISR pages (home, catalogue, guides, sign-in …). Their HTML is built once and
//   served to everyone from a cache, so it cannot carry a per-request nonce; scripts are limited to our origin plus
//   inline ones ('unsafe-inline': Next's inline RSC payload differs per page and per build).
// Both: no plugins, no <base>, no framing, forms and connections only to us (plus configured third parties).
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { createHash } from "node:crypto";
import { REFERRAL_BANNER_SCRIPT } from "@/components/layout/referral-banner-keys";
import { env, isTurnstileEnabled, oauthProviders } from "@/lib/server/env";

export type CspKind = { nonce: string } | "static";

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const inlineHash = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
const REFERRAL_BANNER_HASH = inlineHash(REFERRAL_BANNER_SCRIPT);

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Where the OAuth sign-in form may send the browser on (next-auth answers its POST with a redirect there). */
function oauthOrigins(): string[] {
  const { GITHUB_BASE_URL, GOOGLE_ISSUER, WECHAT_OPEN_BASE_URL } = env();
  const origins = {
    github: GITHUB_BASE_URL ?? "https://github.com",
    google: GOOGLE_ISSUER ?? "https://accounts.google.com",
    wechat: WECHAT_OPEN_BASE_URL ?? "https://open.weixin.qq.com",
  };
  return oauthProviders().flatMap((id) => originOf(origins[id]));
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function contentSecurityPolicy(kind: CspKind, options: { https: boolean }): string {
  const turnstile = isTurnstileEnabled() ? [TURNSTILE_ORIGIN] : [];
  // React's development build evaluates strings for its stack traces; never in production.
  const devEval = env().NODE_ENV === "development" ? ["'unsafe-eval'"] : [];
  const scripts =
    kind === "static"
      ? ["'self'", "'unsafe-inline'", ...turnstile, ...devEval]
      : ["'self'", `'nonce-${kind.nonce}'`, "'strict-dynamic'", REFERRAL_BANNER_HASH, ...turnstile, ...devEval];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // Inline style attributes (React, the resume templates' theme colours) need 'unsafe-inline'; a nonce would turn it off.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: and blob: for the avatar crop preview and generated images; the bucket's CDN for uploaded photos.
    "img-src": ["'self'", "data:", "blob:", ...originOf(env().S3_PUBLIC_URL)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...turnstile],
    // The ALTCHA widget solves its proof of work in a worker made from a blob: (or data:) URL.
    "worker-src": ["'self'", "blob:", "data:"],
    "frame-src": turnstile.length > 0 ? turnstile : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...oauthOrigins()],
    // No page is meant to be embedded (there is no embed feature): never framed, against clickjacking.
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
