// /dev/outbox answers only a browser on this machine, and only while the server listens on loopback (HOST, default
// 127.0.0.1), so that the outbox of a server reachable from the network is never served by accident. DEV_OUTBOX=true
// opens it to every client (a try-out in a container or on a trusted LAN, where the browser is not on loopback).
// The client is judged by its socket address (lib/server/api/client-address.ts), never by X-Forwarded-For; the Host must
// also be a loopback name, so that a page on another site that rebinds its DNS to 127.0.0.1 cannot read it.
// Behind a proxy on the same machine every socket is loopback, so a loopback socket proves nothing there: the outbox
// stays closed whenever a proxy is trusted (TRUST_PROXY > 0; a proxy that sends no X-Forwarded-For would otherwise
// make every visitor look local) and whenever the request carries a header that only proxies add (a proxy the
// operator forgot to declare). Only DEV_OUTBOX=true opens it then.
import "server-only";
import { cameThroughProxy, isLoopbackClient } from "@/lib/server/api/client-address";
import { env } from "@/lib/server/env";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** HOST values that make the server listen on this machine only. */
export const LOOPBACK_BIND = /^(localhost|::1|\[::1\]|127\.\d+\.\d+\.\d+)$/i;

export function isOutboxOpen(headers: Headers): boolean {
  const { DEV_OUTBOX, HOST, TRUST_PROXY } = env();
  if (DEV_OUTBOX) return true;
  if (TRUST_PROXY > 0 || !LOOPBACK_BIND.test(HOST)) return false;
  // Judged by scripts/serve.mjs on the raw request: Next adds X-Forwarded-* to every request before the app sees it.
  if (cameThroughProxy(headers)) return false;
  const host = (headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  return LOOPBACK_HOSTS.has(host) && isLoopbackClient(headers);
}
