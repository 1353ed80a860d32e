import "server-only";
import type { Locale } from "@/i18n/routing";
import { hashSecret, randomToken } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { getPathname } from "@/i18n/navigation";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { logSecurityEvent } from "@/lib/server/security/security-event";
import { runInBackground } from "@/lib/server/utils/run-in-background";
import { SIGN_IN_PAUSE_MS } from "./count-sign-in-attempt";

export const unlockTokenHash = (throttleId: string, token: string): string =>
  hashSecret(["sign-in-unlock", throttleId, token]);

/**
 * After the tenth wrong password from one client address: pauses sign-in to `email` from there for 15 minutes and,
 * when the address has an account, mails its owner a single-use link that ends the pause. The same writes happen
 * for an unknown address; the mail goes after the answer, so neither the answer nor its timing tells them apart.
 */
export async function pauseSignIn(
  throttleId: string,
  email: string,
  accountExists: boolean,
  locale: Locale,
): Promise<void> {
  const token = randomToken();
  await db.signInThrottle.update({
    where: { id: throttleId },
    data: { lockedUntil: new Date(Date.now() + SIGN_IN_PAUSE_MS), unlockTokenHash: unlockTokenHash(throttleId, token) },
  });
  // Logged whether or not the address has an account (the log is for the operator, not the client).
  logSecurityEvent("sign_in_pause_started", { account: email });
  if (!accountExists) return;
  const link = `${appUrl()}${getPathname({ locale, href: "/unlock-sign-in" })}?${new URLSearchParams({ id: throttleId, token }).toString()}`;
  runInBackground("sign-in unlock mail", () => sendMail(renderMail(locale, "unlockSignIn", email, { link })));
}
