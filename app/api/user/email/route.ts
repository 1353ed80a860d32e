// POST /api/user/email {email, password?} – settings: mails a code to the new address (the address is not changed
// yet); the same answer whether or not the address belongs to another account.
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { requestLocale } from "@/lib/auth/request-locale";
import { requestEmailChange } from "@/lib/services/users/request-email-change";
import { ZRequestEmailChange } from "@/lib/validations/users/account-changes";

export const POST = createHandler(
  { auth: "required", body: ZRequestEmailChange, rateLimit: rateLimits.requestEmailChange },
  async ({ session, body, req }) => {
    await requestEmailChange(session.userId, body, requestLocale(req.headers));
    return null;
  },
);
