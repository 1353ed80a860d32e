// GET /api/applications/{id} – one of my applications
// PATCH /api/applications/{id} – change the fields sent (the board's state select sends { state })
// DELETE /api/applications/{id} – the application and its job; the resume and tracked link stay
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { deleteApplication } from "@/lib/server/services/applications/delete-application";
import { getApplication } from "@/lib/server/services/applications/get-application";
import { updateApplication } from "@/lib/server/services/applications/update-application";
import { ZApplicationParams, ZUpdateApplicationBody } from "@/lib/shared/validations/applications/application";

export const GET = createHandler({ auth: "required", params: ZApplicationParams }, ({ session, params }) =>
  getApplication(session.userId, params.id),
);

export const PATCH = createHandler(
  {
    auth: "required",
    params: ZApplicationParams,
    body: ZUpdateApplicationBody,
    rateLimit: rateLimits.writeApplication,
  },
  ({ session, params, body }) => updateApplication(session.userId, params.id, body),
);

export const DELETE = createHandler(
  { auth: "required", params: ZApplicationParams, rateLimit: rateLimits.writeApplication },
  ({ session, params }) => deleteApplication(session.userId, params.id),
);
