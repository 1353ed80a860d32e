// The origin the PDF browser loads print pages from, and the only one it may fetch (lib/server/pdf/request-filter.ts).
// A local Chromium reaches the app over loopback, never through APP_URL: the public URL may sit behind a proxy, a CDN
// or DNS that the server cannot (or must not) resolve to itself. Loopback follows HOST (the server's bind address): a
// wildcard bind answers on 127.0.0.1 too, a specific one only there. A remote browser pool (PDF_BROWSER_WS_ENDPOINT)
// on another host cannot reach this machine's loopback: PDF_APP_ORIGIN then names the app as the pool sees it
// (docs/operations.md, "PDF browser pool"); the server fetches the same origin itself (load-print-page.ts).
import "server-only";
import { env } from "@/lib/server/env";

function reachableHost(bind: string): string {
  if (bind === "0.0.0.0" || bind === "::" || bind === "[::]") return "127.0.0.1";
  if (bind.includes(":") && !bind.startsWith("[")) return `[${bind}]`;
  return bind;
}

export function internalOrigin(): string {
  const { HOST, PORT, PDF_APP_ORIGIN } = env();
  return PDF_APP_ORIGIN ?? `http://${reachableHost(HOST)}:${PORT}`;
}
