// POST /api/user/email {email, password?} – settings: mails a code to the new address (the address is not changed
// yet); the same answer whether or not the address belongs to another account.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { requestEmailChange } from "@/lib/server/services/users/request-email-change";
import { ZRequestEmailChange } from "@/lib/shared/validations/users/account-changes";

export const POST = createHandler(
  { auth: "required", body: ZRequestEmailChange, rateLimit: rateLimits.requestEmailChange },
  async ({ session, body, req }) => {
    await requestEmailChange(session.userId, body, requestLocale(req.headers));
    return null;
  },
);
