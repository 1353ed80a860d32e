// Reads a JSON request body with a size cap. Route handlers have no body limit of their own, so without the cap a
// client could make the server buffer any amount; the stream is cut as soon as it passes the limit.
import { AppError } from "@/lib/api/app-error";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** `undefined` for an empty body (the schema decides whether that is allowed); 415 / 400 for anything not JSON. */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  if (text.trim() === "") return undefined;
  if (!isJsonContentType(request.headers.get("content-type"))) throw new AppError("UNSUPPORTED_MEDIA");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("INVALID_JSON");
  }
}
