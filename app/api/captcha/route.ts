// GET /api/captcha?sms=1&number={phone} – the image captcha that must be solved before an SMS code is sent.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createImageCaptcha } from "@/lib/server/captcha/image-captcha";
import { ZSmsCaptchaQuery } from "@/lib/shared/validations/auth/phone";

export const GET = createHandler(
  { auth: "none", query: ZSmsCaptchaQuery, rateLimit: rateLimits.getCaptcha },
  ({ query }) => createImageCaptcha("SMS", query.number),
);
