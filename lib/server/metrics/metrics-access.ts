// Who may read /metrics (docs/decisions.md, "Metrics access"): whoever sends METRICS_TOKEN as a Bearer token,
// compared in constant time. Without a token set, nobody: a "direct loopback request" cannot be told apart from one a
// reverse proxy on the same host passed on (nginx's default proxy_pass sends Host 127.0.0.1:PORT and no
// X-Forwarded-For), so any loopback rule would publish the metrics through such a proxy. Refusals without a token
// configured are the 404 of an unknown path, which says nothing about the endpoint.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

export type TMetricsAccess = "allowed" | "unauthorized" | "hidden";

/** Equal-length digests, so the comparison takes the same time whatever the sent value's length or content. */
const digest = (value: string) => createHash("sha256").update(value).digest();

export function bearerMatches(authorization: string | null, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

export function metricsAccess(headers: Headers, settings: { token?: string }): TMetricsAccess {
  if (!settings.token) return "hidden";
  return bearerMatches(headers.get("authorization"), settings.token) ? "allowed" : "unauthorized";
}
