// POST /api/users/loginByPhoneNumber {phoneNumber, veriCode} – signs in (creating the account on first use).
import { createHandler } from "@/lib/api/handler";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { loginByPhone } from "@/lib/services/users/login-by-phone";
import { phoneCodeSchema } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "none", body: phoneCodeSchema, rateLimit: { key: "verify-code-ip", points: 30, duration: 10 * 60 } },
  async ({ body, req }) => signedInResponse(await loginByPhone(body.phoneNumber, body.veriCode), req),
);
