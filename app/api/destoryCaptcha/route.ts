// GET /api/destoryCaptcha – the image captcha of account deletion (path spelled as docs/product.md §7 has it).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createImageCaptcha } from "@/lib/server/captcha/image-captcha";

export const GET = createHandler({ auth: "required", rateLimit: rateLimits.getDeletionCaptcha }, ({ session }) =>
  createImageCaptcha("DESTROY", session.userId),
);
