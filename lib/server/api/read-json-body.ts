// Reads a JSON request body with a size cap (the capped reader of read-body.ts): without the cap a client could make
// the server buffer any amount; the stream is cut as soon as it passes the limit.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { DEFAULT_MAX_BODY_BYTES, readBodyBytes } from "@/lib/server/api/read-body";

export { DEFAULT_MAX_BODY_BYTES };

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** `undefined` for an empty body (the schema decides whether that is allowed); 415 / 400 for anything not JSON. */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBodyBytes(request, maxBytes)).toString("utf8");
  if (text.trim() === "") return undefined;
  if (!isJsonContentType(request.headers.get("content-type"))) throw new AppError("UNSUPPORTED_MEDIA");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("INVALID_JSON");
  }
}
