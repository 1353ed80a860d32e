// Chromium reaches the app over loopback, never through APP_URL: the public URL may sit behind a proxy, a CDN or
// DNS that the server cannot (or must not) resolve to itself. This origin is also the only one the page may fetch.
// It follows HOST (the server's bind address): a wildcard bind answers on 127.0.0.1 too, a specific one only there.
import "server-only";
import { env } from "@/lib/server/env";

function reachableHost(bind: string): string {
  if (bind === "0.0.0.0" || bind === "::" || bind === "[::]") return "127.0.0.1";
  if (bind.includes(":") && !bind.startsWith("[")) return `[${bind}]`;
  return bind;
}

export function internalOrigin(): string {
  const { HOST, PORT } = env();
  return `http://${reachableHost(HOST)}:${PORT}`;
}
