// The upload and parse routes behind a real HTTP server on a free port, in this process: what matters in these tests
// is the event loop the routes share with every other request, so requests and answers go over real sockets while
// the route handlers run exactly as in the app.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { NextRequest } from "next/server";
import { POST as parseDocxRoute } from "@/app/api/parseDocx/route";
import { POST as parsePdfRoute } from "@/app/api/parsePdf/route";
import { POST as taskRoute } from "@/app/api/getResumeParseTaskId/route";
import { GET as streamRoute } from "@/app/api/parseResumeByStream/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { listenLocal } from "@/tests/fakes/listen-local";

type Route = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const routes: Record<string, Route> = {
  "POST /api/parsePdf": parsePdfRoute as Route,
  "POST /api/parseDocx": parseDocxRoute as Route,
  "POST /api/getResumeParseTaskId": taskRoute as Route,
  "GET /api/parseResumeByStream": streamRoute as Route,
  "GET /api/health": healthRoute as Route,
};

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const route = routes[`${req.method} ${url.pathname}`];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const body = req.method === "GET" ? undefined : new Uint8Array(Buffer.concat(chunks));
  const response = await route(new NextRequest(url, { method: req.method, headers, body }), {
    params: Promise.resolve({}),
  });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

export async function serveRoutes(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
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
