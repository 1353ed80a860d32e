// POST /api/users/sendVerifyEmail {email} – mails a new code (60 s cooldown per address; limited per IP).
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { requestLocale } from "@/lib/auth/request-locale";
import { resendVerifyEmail } from "@/lib/services/users/resend-verify-email";
import { ZEmailOnly } from "@/lib/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: ZEmailOnly, rateLimit: rateLimits.sendEmailCode },
  async ({ body, req }) => {
    await resendVerifyEmail(body.email, requestLocale(req.headers));
    return null;
  },
);
