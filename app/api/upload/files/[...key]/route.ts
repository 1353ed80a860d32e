// GET /api/upload/files/{key} – files of the local storage folder (when no S3 bucket is configured).
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { readLocalFile } from "@/lib/server/storage/local-storage";
import { isSafeKey } from "@/lib/server/storage/storage";

const contentTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

export const GET = createHandler({ auth: "none" }, async ({ params }) => {
  const key = Array.isArray(params.key) ? params.key.join("/") : "";
  if (!isSafeKey(key)) throw new AppError("NOT_FOUND");
  const file = await readLocalFile(key);
  if (!file) throw new AppError("NOT_FOUND");
  const ext = key.slice(key.lastIndexOf(".") + 1);
  // Names are random and never reused, so the file can be cached forever; nosniff keeps it an image.
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": contentTypes[ext] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
