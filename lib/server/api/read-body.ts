// Reads a request body with a size cap: the one way the server reads a body (JSON through read-json-body.ts,
// multipart through readFormBody here). Route handlers have no body limit of their own, and `request.formData()`,
// `.text()` and `.arrayBuffer()` read a chunked body of any size into memory before anyone can look at its size;
// here a declared Content-Length over the cap is refused unread, and the stream is cut as soon as it passes the cap.
import "server-only";
import { NextRequest } from "next/server";
import { AppError } from "@/lib/server/api/app-error";
import { fail } from "@/lib/server/api/envelope";
import type { ErrorCodeKey } from "@/lib/shared/api/error-codes";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** The body as bytes; `tooLarge` (a 413 code) once it is, or declares itself, longer than `maxBytes`. */
export async function readBodyBytes(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
  tooLarge: ErrorCodeKey = "PAYLOAD_TOO_LARGE",
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError(tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The body stream fails only when the connection does: the client left mid-upload.
      throw new AppError("REQUEST_ABORTED");
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Cancelling tells the server to stop receiving; the 413 goes out without waiting for the rest.
      await reader.cancel().catch(() => undefined);
      throw new AppError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A multipart (or urlencoded) body parsed after a capped read; null when it is not a form at all. */
export async function readFormBody(
  request: Request,
  maxBytes: number,
  tooLarge: ErrorCodeKey = "PAYLOAD_TOO_LARGE",
): Promise<FormData | null> {
  const bytes = await readBodyBytes(request, maxBytes, tooLarge);
  const contentType = request.headers.get("content-type") ?? "";
  return new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData().catch(() => null);
}

/**
 * For code that reads the body itself (next-auth's route reads `req.text()` / `req.json()` unbounded): the request
 * again with its body already read through the cap, or the 413 answer when it is too long.
 */
export async function withCappedBody(request: NextRequest, maxBytes: number): Promise<NextRequest | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  try {
    const bytes = await readBodyBytes(request, maxBytes);
    return new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(bytes),
    });
  } catch (error) {
    if (error instanceof AppError) return fail(error);
    throw error;
  }
}
