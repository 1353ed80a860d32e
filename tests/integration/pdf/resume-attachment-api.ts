// What resume-attachment.test.ts drives, loaded once the environment names the stand-in print server and the fake
// model (lib/server/env.ts reads process.env once per module registry): the two PDF download routes (Pages API routes,
// served over a real HTTP server as Next serves them), the upload routes over real HTTP (route-server.ts), and the
// settings and JSON Resume routes through their handlers.
import { createServer, type IncomingMessage } from "node:http";
import downloadRoute from "@/pages/api/download/[id]";
import publicDownloadRoute from "@/pages/api/download/public/[slug]";
import { listenLocal } from "@/tests/fakes/listen-local";

export { PATCH as patchUser } from "@/app/api/users/[id]/route";
export { GET as currentUser } from "@/app/api/user/current/route";
export { GET as exportJson } from "@/app/api/resumes/[id]/export-json/route";
export { POST as importJson } from "@/app/api/resumes/import-json/route";
export { db } from "@/lib/server/db";
export { closePdfBrowser } from "@/lib/server/pdf/browser";
export { standardDigest } from "@/lib/server/json-resume/standard-digest";
export { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";
export { call, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
export { serveRoutes } from "@/tests/integration/upload-parse/route-server";

type PagesRequest = IncomingMessage & { query: Record<string, string> };

/** POST /api/download/{id} and /api/download/public/{slug} as Next serves them: req.query holds the segment. */
export async function serveDownloads(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const pub = /^\/api\/download\/public\/([^/]+)$/.exec(path);
    const own = /^\/api\/download\/([^/]+)$/.exec(path);
    const request = req as PagesRequest;
    const run = pub
      ? ((request.query = { slug: decodeURIComponent(pub[1]!) }), publicDownloadRoute(request, res))
      : own
        ? ((request.query = { id: decodeURIComponent(own[1]!) }), downloadRoute(request, res))
        : Promise.resolve(void res.writeHead(404).end());
    run.catch(() => res.destroy());
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
