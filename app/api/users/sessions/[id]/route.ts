// DELETE /api/users/sessions/{id} – end one of my sessions; another user's (or an ended) session answers 404.
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { ok } from "@/lib/server/api/envelope";
import { clearSessionCookie } from "@/lib/server/auth/session-token";
import { endSession } from "@/lib/server/services/sessions/end-session";
import { ZSessionIdParams } from "@/lib/shared/validations/auth/session-params";

export const DELETE = createHandler({ auth: "required", params: ZSessionIdParams }, async ({ session, params }) => {
  if (!(await endSession(session.userId, params.id))) throw new AppError("NOT_FOUND");
  // Ending this very session is a logout: the cookie goes too.
  return params.id === session.sessionId ? clearSessionCookie(ok(null)) : ok(null);
});
