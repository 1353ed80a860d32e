// Route handlers behind a real HTTP server, written to the socket by Next's own code (`sendResponse`'s header copy and
// `pipeToNodeResponse`, as `next start` does): response headers leave with the first body chunk, and a client that
// closes its connection aborts the request's signal. Tests of what reaches a real client over the wire — when the
// headers arrive, what a disconnect costs — use it instead of reading the Response object in the same process.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pipeToNodeResponse } from "next/dist/server/pipe-readable";
import { signalFromNodeResponse } from "next/dist/server/web/spec-extension/adapters/next-request";
import { NextRequest } from "next/server";
import { listenLocal } from "@/tests/fakes/listen-local";

export type TRoute = (request: NextRequest) => Promise<Response>;

export type TServedRoutes = { origin: string; close: () => Promise<void> };

// What Next leaves out when it copies a Response's headers onto the socket (send-response.ts).
const FORBIDDEN_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (chunk: Buffer) => parts.push(chunk));
    request.on("end", () => resolve(Buffer.concat(parts)));
    request.on("error", reject);
  });
}

async function handle(routes: Record<string, TRoute>, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://localhost");
  const route = routes[url.pathname];
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  const body = await readBody(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const answer = await route(
    new NextRequest(`http://localhost${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      signal: signalFromNodeResponse(response),
    }),
  );
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (!FORBIDDEN_HEADERS.has(name)) response.appendHeader(name, value);
  });
  if (answer.body) await pipeToNodeResponse(answer.body, response);
  else response.end();
}

/**
 * `prepare` runs first on each raw request, as scripts/serve.mjs stamps the client address before Next sees it
 * (tests/integration/metrics pass scripts/lib/client-address.mjs's stampClientAddress).
 */
export async function serveRoutes(
  routes: Record<string, TRoute>,
  prepare?: (request: IncomingMessage) => void,
): Promise<TServedRoutes> {
  const server = createServer((request, response) => {
    prepare?.(request);
    handle(routes, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const port = await listenLocal(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TChunkReader = {
  /** The next piece of the body as it came off the socket; null at its end. */
  next: () => Promise<string | null>;
  /** Reads on until the text so far holds a frame `event: <name>` (or matches the pattern); answers that text. */
  until: (event: string | RegExp) => Promise<string>;
};

export function chunkReader(response: Response): TChunkReader {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const next = async () => {
    const { value, done } = await reader.read();
    if (done) return null;
    const chunk = decoder.decode(value, { stream: true });
    text += chunk;
    return chunk;
  };
  return {
    next,
    until: async (event) => {
      const pattern = typeof event === "string" ? new RegExp(`^event: ${event}$`, "m") : event;
      while (!pattern.test(text)) {
        if ((await next()) === null) throw new Error(`the stream ended before ${pattern}: ${text}`);
      }
      return text;
    },
  };
}
