import "server-only";
import type { Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";
import { AppError } from "@/lib/server/api/app-error";
import { consumeRateLimit } from "@/lib/server/api/rate-limit";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { verifyPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { issueVerificationCode } from "@/lib/server/services/auth/issue-verification-code";
import { runInBackground } from "@/lib/server/utils/run-in-background";
import { EMAIL_CODE_TTL_MS } from "./send-email-code";
import { emailChangeTarget } from "./email-change-target";

/**
 * POST /api/user/email: mails a code to the new address; the address changes only when the code comes back
 * (confirmEmailChange). The answer is the same, after the same work, whether or not the address belongs to another
 * account, as at sign-up: the lookup and the mail run after the answer (runInBackground). A taken address gets a
 * notice instead of a code, so only its owner learns that someone tried; the requester's code step then fails.
 * The current password is checked first when the account has one; that depends only on the caller's own account.
 */
export async function requestEmailChange(
  userId: string,
  input: { email: string; password?: string },
  locale: Locale,
): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ""))) {
    throw new AppError("WRONG_PASSWORD");
  }
  if (user.email === input.email) return;
  // One mail a minute per (user, address), answered alike whether a code or a notice goes out.
  await consumeRateLimit(rateLimits.requestEmailChangePerTarget, emailChangeTarget(userId, input.email));
  runInBackground("e-mail change mail", () => mailCodeOrNotice(userId, input.email, locale));
}

async function mailCodeOrNotice(userId: string, email: string, locale: Locale): Promise<void> {
  const holder = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (holder) {
    const link = `${appUrl()}${getPathname({ locale, href: "/signin" })}`;
    await sendMail(renderMail(locale, "emailChangeTaken", email, { link }));
    return;
  }
  let code: string;
  try {
    code = await issueVerificationCode({
      target: emailChangeTarget(userId, email),
      purpose: "EMAIL_VERIFY",
      ttlMs: EMAIL_CODE_TTL_MS,
      kind: "digits6",
    });
  } catch (error) {
    // The per-target rate limit above keeps to the same minute; a cooldown here keeps the code already sent.
    if (error instanceof AppError && error.key === "CODE_COOLDOWN") return;
    throw error;
  }
  await sendMail(renderMail(locale, "emailChangeCode", email, { code }));
}
