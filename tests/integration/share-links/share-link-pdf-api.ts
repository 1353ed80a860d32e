// What share-link-pdf.test.ts drives, loaded once the environment names the stand-in print server (lib/server/env.ts
// reads process.env once per module registry): the tracked link's PDF download (a Pages API route, served over a real
// HTTP server as Next serves it) and the link routes through their handlers.
import { createServer, type IncomingMessage } from "node:http";
import linkDownloadRoute from "@/pages/api/download/link/[token]";
import { listenLocal } from "@/tests/fakes/listen-local";

export { db } from "@/lib/server/db";
export { appUrl } from "@/lib/server/env";
export { closePdfBrowser } from "@/lib/server/pdf/browser";
export { SHARE_LINK_INFO_KEY } from "@/lib/server/pdf/mark-pdf-link";
export { seedUser } from "@/tests/integration/resumes/helpers";
export { newLink, revokeLink, tokenOf } from "./helpers";

type PagesRequest = IncomingMessage & { query: Record<string, string> };

/** POST /api/download/link/{token} as Next serves it: req.query holds the segment. */
export async function serveLinkDownloads(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const match = /^\/api\/download\/link\/([^/]+)$/.exec(path);
    if (!match) return void res.writeHead(404).end();
    (req as PagesRequest).query = { token: decodeURIComponent(match[1]!) };
    linkDownloadRoute(req as PagesRequest, res).catch(() => res.destroy());
  });
  const port = await listenLocal(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
