// POST /api/upload (zh) and /api/uploadR2 (other locales) – multipart `file`: a JPEG or PNG under 1 MB; data.url.
import { AppError } from "@/lib/api/app-error";
import { createHandler } from "@/lib/api/handler";
import { MAX_IMAGE_BYTES, storeUserImage } from "@/lib/services/files/store-user-image";

export const POST = createHandler({ auth: "required", rateLimit: { key: "upload", points: 30, duration: 10 * 60 } }, async ({ req, session }) => {
  // The multipart envelope adds a little; anything far beyond the file limit is refused before it is read.
  if (Number(req.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) throw new AppError("IMAGE_TOO_LARGE");
  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob)) throw new AppError("INVALID_INPUT", { message: "Invalid request body: file: a file is required" });
  return storeUserImage(session.userId, Buffer.from(await file.arrayBuffer()));
});
