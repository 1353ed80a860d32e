// Who may read /metrics (docs/decisions.md, "Metrics access"). With METRICS_TOKEN: whoever sends it as a Bearer token,
// compared in constant time. Without: only a request from this machine that no proxy handled, judged as /dev/outbox
// is (lib/server/mail/is-loopback-request.ts): a reverse proxy on the same host makes every request come from
// 127.0.0.1, so a loopback socket alone would open the metrics to the internet. Everyone else gets the 404 of an
// unknown path, which says nothing about the endpoint.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { cameThroughProxy, isLoopbackClient } from "@/lib/server/api/client-address";

export type TMetricsAccess = "allowed" | "unauthorized" | "hidden";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Equal-length digests, so the comparison takes the same time whatever the sent value's length or content. */
const digest = (value: string) => createHash("sha256").update(value).digest();

export function bearerMatches(authorization: string | null, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

export function metricsAccess(headers: Headers, settings: { token?: string; trustProxy: number }): TMetricsAccess {
  if (settings.token) return bearerMatches(headers.get("authorization"), settings.token) ? "allowed" : "unauthorized";
  // Judged by scripts/serve.mjs on the raw request (Next adds X-Forwarded-* to every request before the app sees it).
  if (settings.trustProxy > 0 || cameThroughProxy(headers)) return "hidden";
  // The Host too: a page on another site that rebinds its name to 127.0.0.1 must not read it from a local browser.
  const host = (headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  return LOOPBACK_HOSTS.has(host) && isLoopbackClient(headers) ? "allowed" : "hidden";
}
