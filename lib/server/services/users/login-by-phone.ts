import "server-only";
import type { Locale } from "@/i18n/routing";
import { db } from "@/lib/server/db";
import { currencyByLocale } from "@/lib/shared/pricing/plans";
import { acceptTerms } from "@/lib/server/services/auth/accept-terms";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";
import { createUserWithGifts } from "./create-user-with-gifts";

type Input = { phoneNumber: string; veriCode: string; agreedToTerms?: boolean; inviterID?: string };

/**
 * POST /api/users/loginByPhoneNumber: the SMS code signs in the phone's account, creating it on first use. This is
 * the one way a phone account is born, for the /ch sign-in and sign-up forms alike. A /ch account needs the
 * agreement (acceptTerms): without it a right code for a new number answers TERMS_NOT_ACCEPTED and stays usable, so
 * the visitor ticks the box and sends the same code again. Only someone holding the phone's code learns that the
 * number has no account.
 */
export async function loginByPhone(
  { phoneNumber, veriCode, agreedToTerms, inviterID }: Input,
  locale: Locale,
): Promise<{ id: string; sessionVersion: number }> {
  let user: { id: string; sessionVersion: number } | null = null;
  let termsAcceptedAt: Date | undefined;
  await consumeVerificationCode(phoneNumber, "SMS_LOGIN", veriCode, "INVALID_CODE", async () => {
    user = await db.user.findUnique({ where: { cellphone: phoneNumber }, select: { id: true, sessionVersion: true } });
    if (!user) termsAcceptedAt = acceptTerms(locale, agreedToTerms);
  });
  if (user) return user;
  return createUserWithGifts({
    type: "PHONE",
    cellphone: phoneNumber,
    nickName: `用户${phoneNumber.slice(-4)}`,
    termsAcceptedAt,
    inviterId: inviterID,
    voucherCurrency: currencyByLocale[locale],
  });
}
