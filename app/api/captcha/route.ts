// GET /api/captcha?sms=1&number={phone} – the image captcha that must be solved before an SMS code is sent.
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { createImageCaptcha } from "@/lib/captcha/image-captcha";
import { ZSmsCaptchaQuery } from "@/lib/validations/auth/phone";

export const GET = createHandler(
  { auth: "none", query: ZSmsCaptchaQuery, rateLimit: rateLimits.getCaptcha },
  ({ query }) => createImageCaptcha("SMS", query.number),
);
