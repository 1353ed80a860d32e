// POST /api/resumes/{id}/read-back – "What an ATS reads" (issue 25 item 1): my resume printed as a download would be
// ({ format: "one" | "two" }), read back by our parser, pdftotext and pdf.js and compared field by field.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { readBackOwnResume } from "@/lib/server/services/pdf-check/read-back-own-resume";
import { ZReadBackBody } from "@/lib/shared/validations/pdf-check/read-back";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZReadBackBody, rateLimit: rateLimits.readBackPdf },
  ({ session, params, body }) => readBackOwnResume(session.userId, params.id, body.format),
);
