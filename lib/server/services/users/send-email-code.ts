import "server-only";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { issueVerificationCode } from "@/lib/server/services/auth/issue-verification-code";

export const EMAIL_CODE_TTL_MS = 15 * 60 * 1000;

/** Mails a fresh 6-digit code. `quietCooldown`: within the 60 s cooldown keep the code already sent, silently. */
export async function sendEmailCode(email: string, locale: Locale, { quietCooldown = false } = {}): Promise<void> {
  let code: string;
  try {
    code = await issueVerificationCode({
      target: email,
      purpose: "EMAIL_VERIFY",
      ttlMs: EMAIL_CODE_TTL_MS,
      kind: "digits6",
    });
  } catch (error) {
    if (quietCooldown && error instanceof AppError && error.key === "CODE_COOLDOWN") return;
    throw error;
  }
  await sendMail(renderMail(locale, "verifyCode", email, { code }));
}
