// POST /api/user/password {currentPassword, newPassword} – settings: a new password; every other session ends and
// this browser is signed in again (a new token), as after a reset link.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { changePassword } from "@/lib/server/services/users/change-password";
import { ZChangePassword } from "@/lib/shared/validations/users/account-changes";

export const POST = createHandler(
  { auth: "required", body: ZChangePassword, rateLimit: rateLimits.changePassword },
  async ({ session, body, req }) =>
    signedInResponse(await changePassword(session.userId, body.currentPassword, body.newPassword), req),
);
