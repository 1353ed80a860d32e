// POST /api/users/unregister {captchaCode} – deletes the account with its resumes; the session cookie is cleared.
import { createHandler } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { clearSessionCookie } from "@/lib/auth/session-token";
import { unregisterUser } from "@/lib/services/users/unregister-user";
import { unregisterSchema } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: unregisterSchema, rateLimit: { key: "unregister", points: 10, duration: 10 * 60 } },
  async ({ body, session }) => {
    await unregisterUser(session.userId, body.captchaCode);
    return clearSessionCookie(ok(null));
  },
);
