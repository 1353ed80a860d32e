// POST /api/download/{id} – the owner's resume as a PDF (premium, lifetime and admin users; SPEC §6, §7). A Pages API
// route so that the file goes out with its Content-Length, which the download progress needs (lib/server/api/pages-route.ts).
import { createHandler } from "@/lib/server/api/handler";
import { servePagesRoute } from "@/lib/server/api/pages-route";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { unknownEndpoint } from "@/lib/server/api/unknown-endpoint";
import { pdfResponse } from "@/lib/server/pdf/pdf-response";
import { authorizeResumeDownload } from "@/lib/server/services/pdf/authorize-resume-download";
import { createResumePdf } from "@/lib/server/services/pdf/create-resume-pdf";
import { ZDownloadBody, ZDownloadParams } from "@/lib/shared/validations/pdf/download";

const POST = createHandler(
  { auth: "required", params: ZDownloadParams, body: ZDownloadBody, rateLimit: rateLimits.downloadPdf },
  async ({ params, body, session }) => {
    const resume = await authorizeResumeDownload(session.userId, params.id);
    return pdfResponse(await createResumePdf(resume.id, body.format), resume.name);
  },
);

// Must be a literal: Next reads it without running the module.
export const config = { api: { bodyParser: false, responseLimit: false } };
export default servePagesRoute({ POST }, ["id"], unknownEndpoint);
