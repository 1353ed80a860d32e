// POST /api/resumes/import-json – create a resume from a JSON Resume file { json, name?, template?, lang? }
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { importJsonResume } from "@/lib/services/resumes/import-json-resume";
import { ZImportJsonBody } from "@/lib/validations/resumes/create-resume";

export const POST = createHandler(
  { auth: "required", body: ZImportJsonBody, rateLimit: rateLimits.createResume },
  ({ session, body }) => importJsonResume(session.userId, body),
);
