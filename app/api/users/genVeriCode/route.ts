// POST /api/users/genVeriCode {phoneNumber, captchaCode} – a 4-digit code by SMS (60 s cooldown per number).
import { createHandler } from "@/lib/api/handler";
import { requestLocale } from "@/lib/auth/request-locale";
import { sendPhoneCode } from "@/lib/services/auth/send-phone-code";
import { genVeriCodeSchema } from "@/lib/validations/auth/phone";

export const POST = createHandler(
  { auth: "optional", body: genVeriCodeSchema, rateLimit: { key: "send-sms-ip", points: 20, duration: 10 * 60 } },
  async ({ body, req }) => {
    await sendPhoneCode(body.phoneNumber, body.captchaCode, requestLocale(req.headers));
    return null;
  },
);
