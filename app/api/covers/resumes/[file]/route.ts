// GET /api/covers/resumes/{file}.webp – a stored resume cover (Resume.coverImg); every cover has a new name, so
// the file never changes and may be cached for good
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { findCoverFile } from "@/lib/server/services/covers/cover-storage";
import { ZResumeCoverParams } from "@/lib/shared/validations/pdf/covers";

export const GET = createHandler({ auth: "none", params: ZResumeCoverParams }, async ({ params }) => {
  const webp = await findCoverFile("resumes", params.file);
  if (!webp) throw new AppError("NOT_FOUND", { message: "Cover not found" });
  return new Response(new Uint8Array(webp), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(webp.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
