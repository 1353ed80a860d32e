// POST /api/resumes/import-json – create a resume from a JSON Resume file { json, name?, template?, lang? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { importJsonResume } from "@/lib/server/services/resumes/import-json-resume";
import { ZImportJsonBody } from "@/lib/shared/validations/resumes/create-resume";

export const POST = createHandler(
  { auth: "required", body: ZImportJsonBody, rateLimit: rateLimits.createResume },
  ({ session, body }) => importJsonResume(session.userId, body),
);
