// An HTTP server on another loopback port that only counts requests: if Chromium fetches anything from it while
// printing a resume, request interception has failed (SSRF).
import { createServer, type Server } from "node:http";
import { listenLocal } from "./listen-local";

export type CanaryServer = { origin: string; hits: () => string[]; reset: () => void; close: () => Promise<void> };

export async function startCanaryServer(): Promise<CanaryServer> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "text/plain" });
    response.end("CANARY-SECRET-CONTENT");
  });
  const port = await listenLocal(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: () => [...hits],
    reset: () => void hits.splice(0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
