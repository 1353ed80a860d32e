// POST /api/download/public/{uuid or custom URL} – a public resume's PDF, when its premium owner allows downloads
import { createHandler } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { authorizePublicDownload } from "@/lib/services/pdf/authorize-public-download";
import { createResumePdf } from "@/lib/services/pdf/create-resume-pdf";
import { ZDownloadBody, ZPublicDownloadParams } from "@/lib/validations/pdf/download";

export const POST = createHandler(
  { auth: "none", params: ZPublicDownloadParams, body: ZDownloadBody, rateLimit: { key: "download-public", points: 10, duration: 60 } },
  async ({ params, body }) => {
    const resume = await authorizePublicDownload(params.slug);
    return pdfResponse(await createResumePdf(resume.id, body.format), resume.name);
  },
);
