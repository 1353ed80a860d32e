// POST /api/users/sendVerifyEmail {email} – mails a new code (60 s cooldown per address; limited per IP).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { resendVerifyEmail } from "@/lib/server/services/users/resend-verify-email";
import { ZEmailOnly } from "@/lib/shared/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: ZEmailOnly, rateLimit: rateLimits.sendEmailCode },
  async ({ body, req }) => {
    await resendVerifyEmail(body.email, requestLocale(req.headers));
    return null;
  },
);
