// POST /api/users/loginByPhoneNumber {phoneNumber, veriCode} – signs in (creating the account on first use).
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { loginByPhone } from "@/lib/services/users/login-by-phone";
import { ZPhoneCode } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "none", body: ZPhoneCode, rateLimit: rateLimits.checkCode },
  async ({ body, req }) => signedInResponse(await loginByPhone(body.phoneNumber, body.veriCode), req),
);
