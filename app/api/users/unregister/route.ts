// POST /api/users/unregister {captchaCode} – deletes the account with its resumes; the session cookie is cleared.
import { createHandler } from "@/lib/server/api/handler";
import { ok } from "@/lib/server/api/envelope";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { clearSessionCookie } from "@/lib/server/auth/session-token";
import { unregisterUser } from "@/lib/server/services/users/unregister-user";
import { ZUnregister } from "@/lib/shared/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: ZUnregister, rateLimit: rateLimits.deleteAccount },
  async ({ body, session }) => {
    await unregisterUser(session.userId, body.captchaCode);
    return clearSessionCookie(ok(null));
  },
);
