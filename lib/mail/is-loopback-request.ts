// /dev/outbox answers only a browser on this machine, and only while the server listens on loopback (HOST, default
// 127.0.0.1), so that the outbox of a server reachable from the network is never served by accident. DEV_OUTBOX=true
// opens it to every client (a try-out in a container or on a trusted LAN, where the browser is not on loopback).
// The client is judged by its socket address (lib/api/client-address.ts), never by X-Forwarded-For; the Host must
// also be a loopback name, so that a page on another site that rebinds its DNS to 127.0.0.1 cannot read it.
import { isLoopbackClient } from "@/lib/api/client-address";
import { env } from "@/lib/env";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** HOST values that make the server listen on this machine only. */
export const LOOPBACK_BIND = /^(localhost|::1|\[::1\]|127\.\d+\.\d+\.\d+)$/i;

export function isOutboxOpen(headers: Headers): boolean {
  const { DEV_OUTBOX, HOST } = env();
  if (DEV_OUTBOX) return true;
  if (!LOOPBACK_BIND.test(HOST)) return false;
  const host = (headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  return LOOPBACK_HOSTS.has(host) && isLoopbackClient(headers);
}
