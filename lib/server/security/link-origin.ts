// The origin of links the server builds for the browser that sent the request (checkout_url, payUrl, the return
// addresses of a payment). Such a link must lead back to the host the visitor is on, or the session cookie stays
// behind and the buyer lands on the sign-in page of another host (http://localhost:3000 for a visitor of
// http://127.0.0.1:3000, the address the launcher prints).
// APP_URL, when set, is the public origin and wins. Without it, the request's own origin is used: Host (or, behind
// TRUST_PROXY trusted proxies, their X-Forwarded-Host and X-Forwarded-Proto). A Host header is the client's to write,
// so it is taken only when it names this server: a loopback name (any port: a port forward or a local proxy), HOST
// itself with PORT, or, when HOST is a wildcard (0.0.0.0, ::), an address of one of this machine's interfaces with
// PORT. Anything else (a made-up name, another site) gets the default, appUrl(): never a link to someone else's host.
import "server-only";
import os from "node:os";
import { appUrl, displayHost, env } from "@/lib/server/env";

const LOOPBACK_NAME = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);
/** host[:port] and nothing else: a name or IPv4 address, or an IPv6 address in brackets. */
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** The value the outermost trusted proxy wrote (each proxy may append its own, as to X-Forwarded-For). */
function trustedValue(header: string | null, hops: number): string | undefined {
  const values = (header ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values[Math.max(0, values.length - hops)] : undefined;
}

/** This machine's interface addresses, as URL hostnames (IPv6 in brackets). */
function interfaceHostnames(): Set<string> {
  const names = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces()))
    for (const entry of entries ?? [])
      names.add(entry.family === "IPv6" ? `[${entry.address.split("%")[0]!.toLowerCase()}]` : entry.address);
  return names;
}

function isThisServer(url: URL): boolean {
  const { HOST, PORT } = env();
  if (LOOPBACK_NAME.test(url.hostname)) return true;
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  if (port !== String(PORT)) return false;
  const bound = HOST.toLowerCase();
  if (WILDCARD_HOSTS.has(bound)) return interfaceHostnames().has(url.hostname);
  return url.hostname === displayHost(bound);
}

/** Origin (scheme://host[:port], no slash) for links the requesting browser will open. */
export function linkOrigin(headers: Headers): string {
  const { APP_URL, TRUST_PROXY } = env();
  const fallback = new URL(appUrl()).origin;
  if (APP_URL) return fallback;
  const proxied = TRUST_PROXY > 0;
  const forwardedProto = proxied ? trustedValue(headers.get("x-forwarded-proto"), TRUST_PROXY) : undefined;
  const scheme = forwardedProto?.toLowerCase() === "https" ? "https" : "http";
  const host = ((proxied && trustedValue(headers.get("x-forwarded-host"), TRUST_PROXY)) || headers.get("host") || "")
    .trim()
    .toLowerCase();
  if (!HOST_HEADER.test(host)) return fallback;
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}`);
  } catch {
    return fallback;
  }
  return isThisServer(url) ? url.origin : fallback;
}
