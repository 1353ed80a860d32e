// GET /api/captcha?sms=1&number={phone} – the image captcha that must be solved before an SMS code is sent.
import { createHandler } from "@/lib/api/handler";
import { createImageCaptcha } from "@/lib/captcha/image-captcha";
import { smsCaptchaQuery } from "@/lib/validations/auth/phone";

export const GET = createHandler({ auth: "none", query: smsCaptchaQuery, rateLimit: { key: "captcha-ip", points: 60, duration: 10 * 60 } }, ({ query }) =>
  createImageCaptcha("SMS", query.number),
);
