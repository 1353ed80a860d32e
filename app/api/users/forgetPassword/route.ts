// POST /api/users/forgetPassword {email} – mails a single-use reset link; the same answer for any address.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { requestPasswordReset } from "@/lib/server/services/users/request-password-reset";
import { ZEmailOnly } from "@/lib/shared/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: ZEmailOnly, rateLimit: rateLimits.sendEmailCode },
  async ({ body, req }) => {
    await requestPasswordReset(body.email, requestLocale(req.headers));
    return null;
  },
);
