// POST /api/users. Same answer whether the address is new, waiting for verification or already registered (no
// user enumeration), and after the same work: everything that depends on the address (the lookup, argon2, the
// writes, the mail) runs after the answer (runInBackground). Done before it, a new address answered about 11 ms
// later than a registered one (its account written first), enough to tell them apart.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { hashPassword } from "@/lib/server/auth/password";
import { currencyByLocale } from "@/lib/shared/pricing/plans";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { renderMail } from "@/lib/server/mail/render-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { getPathname } from "@/i18n/navigation";
import { runInBackground } from "@/lib/server/utils/run-in-background";
import { acceptTerms } from "@/lib/server/services/auth/accept-terms";
import { sendEmailCode } from "./send-email-code";
import { createUserWithGifts } from "./create-user-with-gifts";

type Input = { name: string; email: string; password: string; inviterID?: string; agreedToTerms?: boolean };

export async function signUpUser(input: Input, locale: Locale): Promise<{ email: string }> {
  // Refused before anything else, the same for every address: it depends only on the request.
  const termsAcceptedAt = acceptTerms(locale, input.agreedToTerms);
  runInBackground("sign-up", () => registerOrNotify(input, locale, termsAcceptedAt));
  return { email: input.email };
}

async function registerOrNotify(input: Input, locale: Locale, termsAcceptedAt: Date): Promise<void> {
  const existing = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (existing?.emailVerifiedAt) {
    // The owner learns that someone tried; the caller learns nothing.
    const link = `${appUrl()}${getPathname({ locale, href: "/signin" })}`;
    await sendMail(renderMail(locale, "alreadyRegistered", input.email, { link }));
    return;
  }
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    // Not verified yet: whoever proves the mailbox with the code owns the account, with the latest password.
    await db.user.update({ where: { id: existing.id }, data: { passwordHash, nickName: input.name, termsAcceptedAt } });
  } else {
    await createUserWithGifts({
      type: "EMAIL",
      email: input.email,
      nickName: input.name,
      passwordHash,
      inviterId: input.inviterID,
      voucherCurrency: currencyByLocale[locale],
      termsAcceptedAt,
    });
  }
  await sendEmailCode(input.email, locale, { quietCooldown: true });
}
