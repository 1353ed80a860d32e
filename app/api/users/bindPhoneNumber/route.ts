// POST /api/users/bindPhoneNumber {phoneNumber, veriCode} – binds the number to the signed-in user.
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { bindPhoneNumber } from "@/lib/services/users/bind-phone-number";
import { ZPhoneCode } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: ZPhoneCode, rateLimit: rateLimits.checkCode },
  ({ body, session }) => bindPhoneNumber(session.userId, body.phoneNumber, body.veriCode),
);
