// GET /api/destoryCaptcha – the image captcha of account deletion (path spelled as SPEC §7 has it).
import { createHandler } from "@/lib/api/handler";
import { createImageCaptcha } from "@/lib/captcha/image-captcha";

export const GET = createHandler({ auth: "required", rateLimit: { key: "destroy-captcha", points: 20, duration: 10 * 60 } }, ({ session }) =>
  createImageCaptcha("DESTROY", session.userId),
);
