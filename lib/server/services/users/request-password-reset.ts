import "server-only";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";
import { consumeRateLimit } from "@/lib/server/api/rate-limit";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { getPathname } from "@/i18n/navigation";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { issueVerificationCode } from "@/lib/server/services/auth/issue-verification-code";
import { runInBackground } from "@/lib/server/utils/run-in-background";

const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/**
 * POST /api/users/forgetPassword: mails a single-use link; the same answer, after the same work, whether or not the
 * address exists. Looking the address up and mailing happen after the answer (runInBackground): done before it, the
 * extra writes and the mail made known addresses answer about 6 ms later, enough to tell them apart.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  await consumeRateLimit(rateLimits.sendResetLinkPerTarget, `email:${email}`);
  runInBackground("password reset mail", () => mailResetLink(email, locale));
}

async function mailResetLink(email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return;
  let token: string;
  try {
    token = await issueVerificationCode({
      target: email,
      purpose: "PASSWORD_RESET",
      ttlMs: RESET_LINK_TTL_MS,
      kind: "link",
    });
  } catch (error) {
    if (error instanceof AppError && error.key === "CODE_COOLDOWN") return;
    throw error;
  }
  const query = new URLSearchParams({ email, token });
  const link = `${appUrl()}${getPathname({ locale, href: "/reset-password" })}?${query.toString()}`;
  await sendMail(renderMail(locale, "resetPassword", email, { link }));
}
