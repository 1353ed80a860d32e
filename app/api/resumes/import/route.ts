// POST /api/resumes/import – copy a public resume of this site from its link { url, template? }
import { createHandler } from "@/lib/api/handler";
import { appUrl } from "@/lib/env";
import { importPublicResume } from "@/lib/services/resumes/import-public-resume";
import { ZImportResumeBody } from "@/lib/validations/resumes/create-resume";
import { createResumeRateLimit } from "../create-rate-limit";

export const POST = createHandler({ auth: "required", body: ZImportResumeBody, rateLimit: createResumeRateLimit }, ({ session, body, req }) =>
  importPublicResume(session.userId, body, [new URL(appUrl()).host, req.nextUrl.host]),
);
