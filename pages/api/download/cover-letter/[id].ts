// POST /api/download/cover-letter/{applicationId} – the application's current cover letter as a PDF (issue 26 item 3;
// premium, as a resume's PDF). A Pages API route, like the resume's, so the file keeps its Content-Length for the
// download's progress (lib/server/api/pages-route.ts). The body's `format` is taken for the shared download hook's
// sake and changes nothing: a letter has one column.
import { createHandler } from "@/lib/server/api/handler";
import { servePagesRoute } from "@/lib/server/api/pages-route";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { unknownEndpoint } from "@/lib/server/api/unknown-endpoint";
import { pdfResponse } from "@/lib/server/pdf/pdf-response";
import { createCoverLetterPdf } from "@/lib/server/services/cover-letters/create-cover-letter-pdf";
import { ZDownloadBody, ZDownloadParams } from "@/lib/shared/validations/pdf/download";

const POST = createHandler(
  { auth: "required", params: ZDownloadParams, body: ZDownloadBody, rateLimit: rateLimits.downloadPdf },
  async ({ params, session }) => {
    const { pdf, fileName } = await createCoverLetterPdf(session.userId, params.id);
    return pdfResponse(pdf, fileName);
  },
);

// Must be a literal: Next reads it without running the module.
export const config = { api: { bodyParser: false, responseLimit: false } };
export default servePagesRoute({ POST }, ["id"], unknownEndpoint);
