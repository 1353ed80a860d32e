// The OAuth return (Google, GitHub): a known identity signs in its own account; a new identity gets a new account.
// An identity is never attached to an existing account because the e-mail matches (that would let anyone who controls
// a provider account with my address into my account): when the address is taken, the new account has none.
import "server-only";
import { db } from "@/lib/db";
import { createUserWithGifts } from "@/lib/services/users/create-user-with-gifts";

type Identity = {
  provider: string;
  providerAccountId: string;
  name?: string | null;
  email?: string | null;
  image?: string | null;
};

export async function signInWithOAuth(identity: Identity): Promise<{ id: string; sessionVersion: number }> {
  const { provider, providerAccountId } = identity;
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: { id: true, sessionVersion: true } } },
  });
  if (linked) return linked.user;
  const email = identity.email?.trim().toLowerCase();
  const isEmailFree = email ? (await db.user.count({ where: { email } })) === 0 : false;
  return createUserWithGifts({
    type: "OAUTH",
    nickName: identity.name?.trim().slice(0, 50) || provider,
    ...(email && isEmailFree && { email }),
    ...(identity.image?.startsWith("https://") && { avatar: identity.image }),
    oauth: { provider, providerAccountId },
  });
}
