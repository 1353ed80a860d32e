// The client's address, decided by the server that owns the socket (scripts/serve.mjs), never by the client.
// App Router handlers cannot see the socket, so the server writes the address into CLIENT_ADDRESS_HEADER on every
// request, overwriting whatever a client sent under that name; lib/server/api/client-address.ts is its only reader.
//
// TRUST_PROXY is the number of reverse proxies in front of the server that append to X-Forwarded-For. With 0 the
// socket's address is the client; with n the client is the n-th address from the right of
// [...X-Forwarded-For, socket] (entries left of that are whatever the client claimed, so they are never read).

/** Request header carrying the server-decided client address (lower case, as Node's req.headers). */
export const CLIENT_ADDRESS_HEADER = "x-resumecraft-client-address";
/**
 * Request header saying whether the request arrived with headers only a reverse proxy adds ("1") or without ("0"),
 * decided here on the raw request: Next adds X-Forwarded-For/-Host/-Proto/-Port to every request it hands to the
 * app, so the app can no longer tell (lib/server/mail/is-loopback-request.ts reads it).
 */
export const PROXIED_HEADER = "x-resumecraft-proxied";
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"];

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) → `127.0.0.1`, so one client has one address. */
export function normalizeAddress(address) {
  const trimmed = String(address ?? "").trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** A TRUST_PROXY value as a hop count; anything unreadable counts as 0 (lib/server/env.ts refuses it at start-up). */
export function parseTrustProxy(value) {
  const hops = Number(value || 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** The client address of a request: socket address plus `trustProxy` hops of X-Forwarded-For, read from the right. */
export function resolveClientAddress(remoteAddress, forwardedFor, trustProxy) {
  const forwarded =
    trustProxy > 0 && forwardedFor ? String(forwardedFor).split(",").map(normalizeAddress).filter(Boolean) : [];
  const chain = [...forwarded, normalizeAddress(remoteAddress)];
  // Fewer entries than trusted hops means a proxy did not add one: the left-most address is the best there is.
  return chain[Math.max(0, chain.length - 1 - trustProxy)] || "unknown";
}

/** Overwrites CLIENT_ADDRESS_HEADER and PROXIED_HEADER on a Node request (always: a client-sent value never survives). */
export function stampClientAddress(req, trustProxy) {
  const forwardedFor = req.headers["x-forwarded-for"];
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, joined, trustProxy);
  req.headers[PROXIED_HEADER] = PROXY_HEADERS.some((name) => name in req.headers) ? "1" : "0";
}

/**
 * The scheme the visitor used, "https" or "http". This server only speaks http; https ends at a proxy, which says so
 * in X-Forwarded-Proto, read only when TRUST_PROXY trusts proxies and then, like X-Forwarded-For, the entry the
 * outermost trusted proxy wrote (as lib/server/security/is-https-request.ts reads it).
 */
export function requestScheme(forwardedProto, trustProxy) {
  if (trustProxy <= 0 || !forwardedProto) return "http";
  const joined = Array.isArray(forwardedProto) ? forwardedProto.join(",") : String(forwardedProto);
  const values = joined
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return values[Math.max(0, values.length - trustProxy)] === "https" ? "https" : "http";
}
