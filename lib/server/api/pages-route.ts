// Serves one of our route handlers from a Pages Router API route. Why: Next 16 drops Content-Length from App Router
// route-handler responses (send-response.js, FORBIDDEN_HEADERS) and sends them chunked, so a client cannot show
// download progress. A Pages API route writes to Node's response itself; the handler, its validation, session and
// envelope stay exactly those of createHandler. Only for buffered responses (PDFs), never for streams.
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import type { RawParams, RouteContext } from "@/lib/server/api/handler";
import { appUrl } from "@/lib/server/env";

type RouteHandler = (req: NextRequest, route?: RouteContext) => Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type PagesRequest = IncomingMessage & { query: Partial<Record<string, string | string[]>> };

function toNextRequest(req: PagesRequest): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new NextRequest(new URL(req.url ?? "/", appUrl()), {
    method,
    headers,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }),
  });
}

function pickParams(req: PagesRequest, names: readonly string[]): RawParams {
  return Object.fromEntries(names.map((name) => [name, req.query[name]]));
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length" && name !== "transfer-encoding") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/**
 * A Pages API route's default export running `handlers[method]`; `paramNames` are the route's dynamic segments.
 * Other methods reach `fallback` (the JSON 404 every unknown /api call gets).
 */
export function servePagesRoute(
  handlers: Partial<Record<Method, RouteHandler>>,
  paramNames: readonly string[],
  fallback: RouteHandler,
) {
  return async (req: PagesRequest, res: ServerResponse): Promise<void> => {
    const handler = handlers[(req.method ?? "GET") as Method] ?? fallback;
    const response = await handler(toNextRequest(req), { params: Promise.resolve(pickParams(req, paramNames)) });
    await writeResponse(response, res);
  };
}
