// POST /api/users/genVeriCode {phoneNumber, captchaCode} – a 4-digit code by SMS (60 s cooldown per number).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { sendPhoneCode } from "@/lib/server/services/auth/send-phone-code";
import { ZGenVeriCode } from "@/lib/shared/validations/auth/phone";

export const POST = createHandler(
  { auth: "optional", body: ZGenVeriCode, rateLimit: rateLimits.sendSmsCode },
  async ({ body, req }) => {
    await sendPhoneCode(body.phoneNumber, body.captchaCode, requestLocale(req.headers));
    return null;
  },
);
