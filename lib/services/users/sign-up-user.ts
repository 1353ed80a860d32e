// POST /api/users. Same answer whether the address is new, waiting for verification or already registered (no
// user enumeration); each case costs one argon2 hash and one mail, so the timing matches too.
import type { Locale } from "@/i18n/routing";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { localizePath } from "@/lib/i18n/locale-paths";
import { sendEmailCode } from "./send-email-code";
import { createUserWithGifts } from "./create-user-with-gifts";

type Input = { name: string; email: string; password: string; inviterID?: string };

export async function signUpUser(input: Input, locale: Locale): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true, emailVerifiedAt: true } });
  if (existing?.emailVerifiedAt) {
    // The owner learns that someone tried; the caller learns nothing.
    const link = `${appUrl()}${localizePath(locale, locale === "zh" ? "/login" : "/signin")}`;
    await sendMail(renderMail(locale, "alreadyRegistered", input.email, { link }));
    return { email: input.email };
  }
  if (existing) {
    // Not verified yet: whoever proves the mailbox with the code owns the account, with the latest password.
    await db.user.update({ where: { id: existing.id }, data: { passwordHash, nickName: input.name } });
  } else {
    await createUserWithGifts({ type: "EMAIL", email: input.email, nickName: input.name, passwordHash, inviterId: input.inviterID });
  }
  await sendEmailCode(input.email, locale, { quietCooldown: true });
  return { email: input.email };
}
