// POST /api/download/link/{token} – the PDF of a tracked link's resume (issue 26 item 4), when its premium owner allows
// downloads, carrying the link it was downloaded from (lib/server/pdf/mark-pdf-link.ts). A Pages API route, as the other
// downloads, so that the file goes out with its Content-Length (lib/server/api/pages-route.ts).
import { createHandler } from "@/lib/server/api/handler";
import { servePagesRoute } from "@/lib/server/api/pages-route";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { unknownEndpoint } from "@/lib/server/api/unknown-endpoint";
import { pdfResponse } from "@/lib/server/pdf/pdf-response";
import { createResumePdf } from "@/lib/server/services/pdf/create-resume-pdf";
import { authorizeShareLinkDownload } from "@/lib/server/services/share-links/authorize-share-link-download";
import { ZDownloadBody } from "@/lib/shared/validations/pdf/download";
import { ZShareLinkTokenParams } from "@/lib/shared/validations/share-links/share-link";

const POST = createHandler(
  { auth: "none", params: ZShareLinkTokenParams, body: ZDownloadBody, rateLimit: rateLimits.downloadPublicPdf },
  async ({ params, body }) => {
    const resume = await authorizeShareLinkDownload(params.token);
    // As the link's page shows it: contact details the owner hides there are left out (find-printable-resume.ts).
    return pdfResponse(await createResumePdf(resume.id, body.format, "public", resume.linkUrl), resume.name);
  },
);

// Must be a literal: Next reads it without running the module.
export const config = { api: { bodyParser: false, responseLimit: false } };
export default servePagesRoute({ POST }, ["token"], unknownEndpoint);
