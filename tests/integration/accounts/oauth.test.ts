// The OAuth return (next-auth jwt callback → signInWithOAuth) and the options built from the environment.
import { afterAll, describe, expect, it } from "@jest/globals";
import { authOptions } from "@/lib/server/auth/options";
import { getDb } from "@/lib/server/db";
import { signInWithOAuth } from "@/lib/server/services/auth/sign-in-with-oauth";
import { signUpVerified } from "./flows";
import { uniqueEmail } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

// The English page says that continuing is agreeing (components/auth/terms-agreement.tsx).
const EN = { locale: "en", agreed: false } as const;

describe("OAuth", () => {
  it("creates an account with the initial gifts for a new identity and signs the same one in later", async () => {
    const identity = {
      provider: "github",
      providerAccountId: `gh-${Date.now()}`,
      name: "Octo",
      email: uniqueEmail("octo"),
      image: "https://avatars.example/o.png",
    };
    const first = await signInWithOAuth(identity, EN);
    const second = await signInWithOAuth({ ...identity, name: "Renamed" }, EN);
    expect(second.id).toBe(first.id);
    const user = await db.user.findUniqueOrThrow({ where: { id: first.id }, include: { accounts: true } });
    expect(user).toMatchObject({
      type: "OAUTH",
      nickName: "Octo",
      email: identity.email,
      avatar: identity.image,
      tokenBalance: 5000,
      termsAcceptedAt: expect.any(Date),
    });
    expect(user.accounts).toEqual([
      expect.objectContaining({ provider: "github", providerAccountId: identity.providerAccountId }),
    ]);
  });

  it("never joins an existing account because the e-mail matches", async () => {
    const existing = await signUpVerified("oauth-owner");
    const signedIn = await signInWithOAuth(
      {
        provider: "google",
        providerAccountId: `g-${Date.now()}`,
        name: "Mallory",
        email: existing.email,
      },
      EN,
    );
    expect(signedIn.id).not.toBe(existing.userId);
    expect((await db.user.findUniqueOrThrow({ where: { id: signedIn.id } })).email).toBeNull();
    expect(await db.account.count({ where: { userId: existing.userId } })).toBe(0);
  });

  it("refuses a new account from /ch without the agreement box, and changes nothing; a known identity still signs in", async () => {
    const identity = {
      provider: "github",
      providerAccountId: `gh-zh-${Date.now()}`,
      name: "Lin",
      email: uniqueEmail("lin"),
    };
    await expect(signInWithOAuth(identity, { locale: "zh", agreed: false })).rejects.toMatchObject({
      key: "TERMS_NOT_ACCEPTED",
    });
    expect(await db.account.count({ where: { providerAccountId: identity.providerAccountId } })).toBe(0);
    expect(await db.user.count({ where: { email: identity.email } })).toBe(0);

    const created = await signInWithOAuth(identity, { locale: "zh", agreed: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: created.id } })).termsAcceptedAt).toBeInstanceOf(Date);
    expect((await signInWithOAuth(identity, { locale: "zh", agreed: false })).id).toBe(created.id);
  });

  it("uses the x-cid cookie and offers no provider without keys", () => {
    const options = authOptions();
    expect(options.cookies?.sessionToken?.name).toBe("x-cid");
    expect(options.cookies?.sessionToken?.options).toMatchObject({ httpOnly: true, sameSite: "lax" });
    expect(options.session?.strategy).toBe("jwt");
    expect(options.providers).toEqual([]);
  });
});
