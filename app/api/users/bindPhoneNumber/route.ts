// POST /api/users/bindPhoneNumber {phoneNumber, veriCode} – binds the number to the signed-in user.
import { createHandler } from "@/lib/api/handler";
import { bindPhoneNumber } from "@/lib/services/users/bind-phone-number";
import { phoneCodeSchema } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "required", body: phoneCodeSchema, rateLimit: { key: "verify-code-ip", points: 30, duration: 10 * 60 } },
  ({ body, session }) => bindPhoneNumber(session.userId, body.phoneNumber, body.veriCode),
);
