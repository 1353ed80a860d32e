// POST /api/users/sendVerifyEmail {email} – mails a new code (60 s cooldown per address; limited per IP).
import { createHandler } from "@/lib/api/handler";
import { requestLocale } from "@/lib/auth/request-locale";
import { resendVerifyEmail } from "@/lib/services/users/resend-verify-email";
import { emailOnlySchema } from "@/lib/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: emailOnlySchema, rateLimit: { key: "send-code-ip", points: 20, duration: 10 * 60 } },
  async ({ body, req }) => {
    await resendVerifyEmail(body.email, requestLocale(req.headers));
    return null;
  },
);
