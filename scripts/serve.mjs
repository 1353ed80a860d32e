#!/usr/bin/env node
// The production server `npm start` runs (through scripts/start.mjs): Next's own request handler, the same one
// `next start` uses (routing, compression, ISR), behind the short-lived shared cache of scripts/lib/page-cache.mjs.
// PORT (default 3000); PAGE_CACHE_TTL_MS (default 1000, 0 turns the page cache off) for pages. Both are validated by
// lib/env.ts when the app starts (a bad value stops the start); here an unreadable value falls back to the default.
import http from "node:http";
import next from "next";
import { createPageCache } from "./lib/page-cache.mjs";
import { root } from "./lib/launch-env.mjs";

const port = Number(process.env.PORT || 3000);
const pageTtlMs = Number(process.env.PAGE_CACHE_TTL_MS || 1000);
const cache = createPageCache({ pageTtlMs: Number.isFinite(pageTtlMs) ? pageTtlMs : 1000 });

const app = next({ dev: false, dir: root, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  if (cache.serve(req, res)) return;
  cache.capture(req, res);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end();
  });
});
// As `next start`: idle keep-alive sockets outlive a typical load balancer's (60 s) so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`[server] ready on http://localhost:${port}`));

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
