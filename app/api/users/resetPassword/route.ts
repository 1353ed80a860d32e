// POST /api/users/resetPassword {email, token, password} – sets a new password, ends every other session, signs in.
import { createHandler } from "@/lib/api/handler";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { resetPassword } from "@/lib/services/users/reset-password";
import { resetPasswordSchema } from "@/lib/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: resetPasswordSchema, rateLimit: { key: "verify-code-ip", points: 30, duration: 10 * 60 } },
  async ({ body, req }) => signedInResponse(await resetPassword(body.email, body.token, body.password), req),
);
