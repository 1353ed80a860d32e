// POST /api/resumes/import-json – create a resume from a JSON Resume file { json, name?, template?, lang? }
import { createHandler } from "@/lib/api/handler";
import { importJsonResume } from "@/lib/services/resumes/import-json-resume";
import { ZImportJsonBody } from "@/lib/validations/resumes/create-resume";
import { createResumeRateLimit } from "../create-rate-limit";

export const POST = createHandler({ auth: "required", body: ZImportJsonBody, rateLimit: createResumeRateLimit }, ({ session, body }) =>
  importJsonResume(session.userId, body),
);
