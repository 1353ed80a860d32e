// GET /api/applications – all my applications with their jobs, last changed first (issue 26 item 5)
// POST /api/applications – a job from a pasted posting and its application: { job, resumeId?, shareLinkId?, state?, … }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createApplication } from "@/lib/server/services/applications/create-application";
import { listApplications } from "@/lib/server/services/applications/list-applications";
import { ZCreateApplicationBody } from "@/lib/shared/validations/applications/application";

export const GET = createHandler({ auth: "required" }, ({ session }) => listApplications(session.userId));

export const POST = createHandler(
  { auth: "required", body: ZCreateApplicationBody, rateLimit: rateLimits.writeApplication },
  ({ session, body }) => createApplication(session.userId, body),
);
