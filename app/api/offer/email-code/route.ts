// POST /api/offer/email-code {schoolEmail} – mails a 6-digit code to a school address (signed in; 60 s cooldown).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { sendOfferEmailCode } from "@/lib/server/services/offer/send-offer-email-code";
import { ZOfferEmailCode } from "@/lib/shared/validations/offer/offer-application";

export const POST = createHandler(
  { auth: "required", body: ZOfferEmailCode, rateLimit: rateLimits.sendEmailCode },
  async ({ session, body, req }) => {
    await sendOfferEmailCode(session.userId, body.schoolEmail, requestLocale(req.headers));
    return null;
  },
);
