// POST /api/users/bindPhoneNumber {phoneNumber, veriCode} – binds the number to the signed-in user.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { bindPhoneNumber } from "@/lib/server/services/users/bind-phone-number";
import { ZPhoneCode } from "@/lib/shared/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: ZPhoneCode, rateLimit: rateLimits.checkCode },
  ({ body, session }) => bindPhoneNumber(session.userId, body.phoneNumber, body.veriCode),
);
