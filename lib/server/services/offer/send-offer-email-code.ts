// POST /api/offer/email-code: mails a 6-digit code to a school address (60 s cooldown per address, 15 minutes valid),
// through the same code service and mailer (or outbox) as account e-mails, under its own purpose. An address whose
// normalised form was already used (hash-offer-proof.ts) gets no code.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { issueVerificationCode } from "@/lib/server/services/auth/issue-verification-code";
import { EMAIL_CODE_TTL_MS } from "@/lib/server/services/users/send-email-code";
import { assertCanApplyForOffer } from "@/lib/server/permissions/assert-can-apply-for-offer";
import { hashOfferProof } from "./hash-offer-proof";

export async function sendOfferEmailCode(userId: string, schoolEmail: string, locale: Locale): Promise<void> {
  await assertCanApplyForOffer(userId, hashOfferProof({ schoolEmail }));
  const code = await issueVerificationCode({
    target: schoolEmail,
    purpose: "OFFER_EMAIL",
    ttlMs: EMAIL_CODE_TTL_MS,
    kind: "digits6",
  });
  await sendMail(renderMail(locale, "verifyCode", schoolEmail, { code }));
}
