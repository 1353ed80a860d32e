// The client's address for rate limits and loopback-only pages (DESIGN §6 "Client address"). Route handlers cannot
// see the socket, so the server in front of Next (scripts/serve.mjs, which both `npm start` and `npm run dev` run)
// decides it from the socket and TRUST_PROXY (scripts/lib/client-address.mjs) and writes it into this header on
// every request, overwriting anything a client sent. X-Forwarded-For and X-Real-IP are never read here: a client
// can write them.
import "server-only";

/** Must equal CLIENT_ADDRESS_HEADER in scripts/lib/client-address.mjs (a unit test holds them together). */
export const CLIENT_ADDRESS_HEADER = "x-resumecraft-client-address";

/** Must equal PROXIED_HEADER in scripts/lib/client-address.mjs: "0" when the raw request had no proxy headers. */
export const PROXIED_HEADER = "x-resumecraft-proxied";

/**
 * Whether the request may have come through a reverse proxy: the server saw forwarding headers on the raw request,
 * or the app runs without scripts/serve.mjs and cannot know.
 */
export function cameThroughProxy(headers: Headers): boolean {
  return headers.get(PROXIED_HEADER) !== "0";
}

/** "unknown" when the app runs without scripts/serve.mjs (e.g. plain `next start`): every client then shares one. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1)$/;

/** Whether the request came from this machine, by the socket (never by headers a client can set). */
export function isLoopbackClient(headers: Headers): boolean {
  return LOOPBACK_ADDRESS.test(clientAddress(headers));
}
