// POST /api/users/forgetPassword {email} – mails a single-use reset link; the same answer for any address.
import { createHandler } from "@/lib/api/handler";
import { requestLocale } from "@/lib/auth/request-locale";
import { requestPasswordReset } from "@/lib/services/users/request-password-reset";
import { emailOnlySchema } from "@/lib/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: emailOnlySchema, rateLimit: { key: "send-code-ip", points: 20, duration: 10 * 60 } },
  async ({ body, req }) => {
    await requestPasswordReset(body.email, requestLocale(req.headers));
    return null;
  },
);
