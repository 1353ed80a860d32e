// POST /api/users/resetPassword {email, token, password} – sets a new password, ends every other session, signs in.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { resetPassword } from "@/lib/server/services/users/reset-password";
import { ZResetPassword } from "@/lib/shared/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: ZResetPassword, rateLimit: rateLimits.checkCode },
  async ({ body, req }) => signedInResponse(await resetPassword(body.email, body.token, body.password), req),
);
