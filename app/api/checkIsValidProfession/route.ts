// POST /api/checkIsValidProfession – is the keyword a job title? → { valid, processId } (not charged)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { checkProfession } from "@/lib/server/services/ai-creator/check-profession";
import { ZCheckProfessionBody } from "@/lib/shared/validations/ai/check-profession-body";

// 8 entries of at most 2,000-character descriptions stay far below 64 KiB; anything larger is not the creator's form.
const MAX_BODY_BYTES = 64 * 1024;

export const POST = createHandler(
  {
    auth: "required",
    requireAi: true,
    body: ZCheckProfessionBody,
    rateLimit: rateLimits.checkProfession,
    maxBodyBytes: MAX_BODY_BYTES,
  },
  ({ session, body, req }) => {
    return checkProfession({ userId: session.userId, body, locale: requestLocale(req.headers), signal: req.signal });
  },
);
