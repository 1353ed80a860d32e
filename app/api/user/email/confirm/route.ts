// POST /api/user/email/confirm {email, veriCode} – the code mailed to the new address changes the account's e-mail;
// answers the updated user.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { confirmEmailChange } from "@/lib/server/services/users/confirm-email-change";
import { ZConfirmEmailChange } from "@/lib/shared/validations/users/account-changes";

export const POST = createHandler(
  { auth: "required", body: ZConfirmEmailChange, rateLimit: rateLimits.checkCode },
  ({ session, body }) => confirmEmailChange(session.userId, body.email, body.veriCode),
);
