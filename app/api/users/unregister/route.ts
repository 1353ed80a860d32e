// POST /api/users/unregister {captchaCode} – deletes the account with its resumes; the session cookie is cleared.
import { createHandler } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { clearSessionCookie } from "@/lib/auth/session-token";
import { unregisterUser } from "@/lib/services/users/unregister-user";
import { ZUnregister } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: ZUnregister, rateLimit: rateLimits.deleteAccount },
  async ({ body, session }) => {
    await unregisterUser(session.userId, body.captchaCode);
    return clearSessionCookie(ok(null));
  },
);
