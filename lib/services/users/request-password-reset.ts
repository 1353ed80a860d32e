import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/api/app-error";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { localizePath } from "@/lib/i18n/locale-paths";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { issueVerificationCode } from "@/lib/services/auth/issue-verification-code";

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** POST /api/users/forgetPassword: mails a single-use link; the same answer whether or not the address exists. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  await consumeRateLimit({ key: "reset-target", points: 1, duration: 60 }, `email:${email}`);
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return;
  let token: string;
  try {
    token = await issueVerificationCode({ target: email, purpose: "PASSWORD_RESET", ttlMs: RESET_LINK_TTL_MS, kind: "link" });
  } catch (error) {
    if (error instanceof AppError && error.key === "CODE_COOLDOWN") return;
    throw error;
  }
  const query = new URLSearchParams({ email, token });
  const link = `${appUrl()}${localizePath(locale, "/reset-password")}?${query.toString()}`;
  await sendMail(renderMail(locale, "resetPassword", email, { link }));
}
