// POST /api/users/loginByPhoneNumber {phoneNumber, veriCode, agreedToTerms?} – signs in (creating the account on
// first use: on /ch only with agreedToTerms).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { loginByPhone } from "@/lib/server/services/users/login-by-phone";
import { ZPhoneLogin } from "@/lib/shared/validations/auth/phone";

export const POST = createHandler(
  { auth: "none", body: ZPhoneLogin, rateLimit: rateLimits.checkCode },
  async ({ body, req }) => signedInResponse(await loginByPhone(body, requestLocale(req.headers)), req),
);
