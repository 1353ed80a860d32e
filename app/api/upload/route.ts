// POST /api/upload (zh) and /api/uploadR2 (other locales) – multipart `file`: a JPEG or PNG under 1 MB; data.url.
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { readFormBody } from "@/lib/server/api/read-body";
import { MAX_IMAGE_BYTES, storeUserImage } from "@/lib/server/services/files/store-user-image";

// The multipart envelope adds a little to the file; a body beyond this is refused (413) without reading the rest.
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const POST = createHandler({ auth: "required", rateLimit: rateLimits.uploadImage }, async ({ req, session }) => {
  const form = await readFormBody(req, MAX_UPLOAD_BODY_BYTES, "IMAGE_TOO_LARGE");
  const file = form?.get("file");
  if (!(file instanceof Blob))
    throw new AppError("INVALID_INPUT", {
      message: "A file is required",
      details: [{ path: "file", message: "A file is required" }],
    });
  return storeUserImage(session.userId, Buffer.from(await file.arrayBuffer()));
});
