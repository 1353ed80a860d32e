// GET /api/resumes/{id} – my resume; PATCH – save it (four modes, optimistic concurrency); DELETE – move it to the trash
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { deleteResume } from "@/lib/server/services/resumes/delete-resume";
import { getResume } from "@/lib/server/services/resumes/get-resume";
import { updateResume } from "@/lib/server/services/resumes/update-resume";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZUpdateResumeBody } from "@/lib/shared/validations/resumes/update-resume";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  getResume(session.userId, params.id),
);

export const PATCH = createHandler(
  // Autosave runs every few seconds while typing; 240 a minute leaves room for two tabs.
  { auth: "required", params: ZResumeIdParams, body: ZUpdateResumeBody, rateLimit: rateLimits.saveResume },
  ({ session, params, body }) => updateResume(session.userId, params.id, body),
);

export const DELETE = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  deleteResume(session.userId, params.id),
);
