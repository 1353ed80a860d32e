#!/usr/bin/env node
// The server `npm start` and `npm run dev` run (through scripts/start.mjs): Next's own request handler, the same one
// `next start` / `next dev` use, behind (in production) the short-lived shared cache of scripts/lib/page-cache.mjs.
// `serve.mjs dev` runs Next in development mode. One server for both modes, because only this server sees the
// socket: it decides each request's client address (scripts/lib/client-address.mjs) for rate limits and /dev/outbox.
// HOST (default 127.0.0.1: this machine only; production sets 0.0.0.0), PORT (default 3000), TRUST_PROXY (default 0),
// PAGE_CACHE_TTL_MS (default 1000, 0 turns the page cache off). All are validated by lib/server/env.ts when the app starts
// (a bad value stops the start); here an unreadable value falls back to the default.
import http from "node:http";
import next from "next";
import { parseTrustProxy, stampClientAddress } from "./lib/client-address.mjs";
import { createPageCache } from "./lib/page-cache.mjs";
import { root } from "./lib/launch-env.mjs";
import { displayUrl, EXIT_LISTEN_FAILED, listenErrorMessage } from "./lib/server-address.mjs";

const dev = process.argv[2] === "dev";
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
const pageTtlMs = Number(process.env.PAGE_CACHE_TTL_MS || 1000);
// Development pages change on every edit: no cache there.
const cache = dev ? null : createPageCache({ pageTtlMs: Number.isFinite(pageTtlMs) ? pageTtlMs : 1000, trustProxy });

const app = next({ dev, dir: root, hostname: "localhost", port });
let handle;
let markReady;
// As `next start`: the port is taken first, so a port in use ends the start at once (not after Next prepared);
// requests that arrive while Next prepares wait for it.
const ready = new Promise((resolve) => (markReady = resolve));

const server = http.createServer(async (req, res) => {
  // First, before anything reads the request: a client-sent value of the header never survives.
  stampClientAddress(req, trustProxy);
  if (cache?.serve(req, res)) return;
  cache?.capture(req, res);
  await ready;
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end();
  });
});
// As `next start`: idle keep-alive sockets outlive a typical load balancer's (60 s) so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
await new Promise((resolve) => {
  // Unhandled, this error reached Next's uncaughtException logger, which only logs it: with nothing left to run, the
  // process then ended with status 0, as if stopped on purpose. One clear line and a failure status instead.
  const failed = (error) => {
    console.error(`[server] ${listenErrorMessage(error, host, port)}`);
    process.exit(EXIT_LISTEN_FAILED);
  };
  server.once("error", failed);
  server.listen(port, host, () => {
    server.off("error", failed);
    resolve();
  });
});
await app.prepare();
handle = app.getRequestHandler();
markReady();
console.log(`[server] ready on ${displayUrl(host, port)} (listening on ${host})`);

let closing = false;
async function close(signal) {
  if (closing) return;
  closing = true;
  server.close();
  server.closeIdleConnections();
  await app.close().catch((error) => console.error(error));
  process.exit(signal === "SIGINT" ? 130 : 143);
}
process.on("SIGINT", () => void close("SIGINT"));
process.on("SIGTERM", () => void close("SIGTERM"));
