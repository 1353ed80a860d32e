// POST /api/download/{id} – the owner's resume as a PDF (premium, lifetime and admin users; SPEC §6, §7)
import { createHandler } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { authorizeResumeDownload } from "@/lib/services/pdf/authorize-resume-download";
import { createResumePdf } from "@/lib/services/pdf/create-resume-pdf";
import { ZDownloadBody, ZDownloadParams } from "@/lib/validations/pdf/download";

export const POST = createHandler(
  { auth: "required", params: ZDownloadParams, body: ZDownloadBody, rateLimit: { key: "download", points: 30, duration: 60 } },
  async ({ params, body, session }) => {
    const resume = await authorizeResumeDownload(session.userId, params.id);
    return pdfResponse(await createResumePdf(resume.id, body.format), resume.name);
  },
);
