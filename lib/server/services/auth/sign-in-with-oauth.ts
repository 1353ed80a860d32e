// The OAuth return (Google, GitHub, WeChat): a known identity signs in its own account; a new identity gets a new
// account (a WeChat one is of type WECHAT and has no e-mail address: WeChat gives none).
// A new account records the agreement to the terms: the English page says continuing is agreeing; /ch asks for its box
// to be ticked before the provider is chosen, and a new account from /ch without it is refused (issue 21 item 10).
// An identity is never attached to an existing account because the e-mail matches (that would let anyone who controls
// a provider account with my address into my account): when the address is taken, the new account has none.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { db } from "@/lib/server/db";
import { acceptTerms } from "@/lib/server/services/auth/accept-terms";
import { createUserWithGifts } from "@/lib/server/services/users/create-user-with-gifts";

type Identity = {
  provider: string;
  providerAccountId: string;
  name?: string | null;
  email?: string | null;
  image?: string | null;
};

export type OAuthAgreement = { locale: Locale; agreed: boolean };

export async function signInWithOAuth(
  identity: Identity,
  agreement: OAuthAgreement,
): Promise<{ id: string; sessionVersion: number }> {
  const { provider, providerAccountId } = identity;
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: { id: true, sessionVersion: true } } },
  });
  if (linked) return linked.user;
  const termsAcceptedAt = acceptTerms(agreement.locale, agreement.agreed);
  const email = identity.email?.trim().toLowerCase();
  const isEmailFree = email ? (await db.user.count({ where: { email } })) === 0 : false;
  const isWeChat = provider === "wechat";
  return createUserWithGifts({
    type: isWeChat ? "WECHAT" : "OAUTH",
    // WeChat's own word for a user who shares no nickname.
    nickName: identity.name?.trim().slice(0, 50) || (isWeChat ? "微信用户" : provider),
    ...(email && isEmailFree && { email }),
    ...(identity.image?.startsWith("https://") && { avatar: identity.image }),
    oauth: { provider, providerAccountId },
    termsAcceptedAt,
  });
}
