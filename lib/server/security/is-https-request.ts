// Whether the visitor reached us over https, for Strict-Transport-Security and upgrade-insecure-requests. The app
// itself only speaks http (scripts/serve.mjs); https ends at a proxy in front of it. So: APP_URL says https, or a
// trusted proxy (TRUST_PROXY hops, as for the client address) said so in X-Forwarded-Proto. A client's own
// X-Forwarded-Proto is never read; and a browser ignores HSTS on a plain-http answer anyway (RFC 6797 §8.1).
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { env } from "@/lib/server/env";

export function isHttpsRequest(headers: Headers): boolean {
  const { APP_URL, TRUST_PROXY } = env();
  if (APP_URL?.startsWith("https://")) return true;
  if (TRUST_PROXY === 0) return false;
  // Each trusted proxy may append its own value; the outermost one's is TRUST_PROXY entries from the right.
  const values = (headers.get("x-forwarded-proto") ?? "")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return values[Math.max(0, values.length - TRUST_PROXY)] === "https";
}

/** One year, this host only: other hosts of the domain may still serve plain http (an operator can widen it). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";
