// POST /api/download/public/{uuid or custom URL} – a public resume's PDF, when its premium owner allows downloads.
// A Pages API route so that the file goes out with its Content-Length (lib/server/api/pages-route.ts).
import { createHandler } from "@/lib/server/api/handler";
import { servePagesRoute } from "@/lib/server/api/pages-route";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { unknownEndpoint } from "@/lib/server/api/unknown-endpoint";
import { pdfResponse } from "@/lib/server/pdf/pdf-response";
import { authorizePublicDownload } from "@/lib/server/services/pdf/authorize-public-download";
import { createResumePdf } from "@/lib/server/services/pdf/create-resume-pdf";
import { ZDownloadBody, ZPublicDownloadParams } from "@/lib/shared/validations/pdf/download";

const POST = createHandler(
  { auth: "none", params: ZPublicDownloadParams, body: ZDownloadBody, rateLimit: rateLimits.downloadPublicPdf },
  async ({ params, body }) => {
    const resume = await authorizePublicDownload(params.slug);
    // As the public page shows it: contact details the owner hides there are left out (find-printable-resume.ts).
    return pdfResponse(await createResumePdf(resume.id, body.format, "public"), resume.name);
  },
);

// Must be a literal: Next reads it without running the module.
export const config = { api: { bodyParser: false, responseLimit: false } };
export default servePagesRoute({ POST }, ["slug"], unknownEndpoint);
