// The GitHub provider's profile calls (our userinfo request, not next-auth's built-in one) against the local fake:
// the API address is the configured one, and an address comes only from GitHub's verified primary e-mail.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Profile } from "next-auth";
import { Issuer } from "openid-client";
import { githubProvider } from "@/lib/server/auth/oauth-providers";
import { startFakeOAuthServer, type FakeOAuth } from "../../fakes/oauth-server";

let github: FakeOAuth;
beforeAll(async () => {
  github = await startFakeOAuthServer();
});
afterAll(() => github.close());

async function profileOf(
  account: { login: string; email: string; privateEmail: boolean; emailVerified: boolean },
  accessToken?: string,
): Promise<Profile & { id?: number }> {
  const provider = githubProvider({ GITHUB_BASE_URL: github.origin, GITHUB_API_URL: github.origin }, "id", "secret");
  const userinfo = provider.options?.userinfo;
  if (typeof userinfo !== "object" || !userinfo.request) throw new Error("no userinfo request");
  const token = accessToken ?? github.accessTokenFor({ ...account, name: account.login });
  // What next-auth passes: the token set, its openid-client client and the provider.
  const client = new new Issuer({ issuer: `${github.origin}/login/oauth` }).Client({
    client_id: "id",
    client_secret: "secret",
  });
  // (next-auth types the provider without its profile type; the request reads only `tokens` anyway.)
  const asPassed = {
    ...provider,
    signinUrl: `${github.origin}/signin`,
    callbackUrl: `${github.origin}/callback`,
  } as unknown as Parameters<typeof userinfo.request>[0]["provider"];
  const profile = await userinfo.request({ tokens: { access_token: token }, client, provider: asPassed });
  return profile as Profile & { id?: number };
}

describe("GitHub profile", () => {
  it("uses the public address of the profile", async () => {
    const profile = await profileOf({
      login: "public-pat",
      email: "pat@example.test",
      privateEmail: false,
      emailVerified: true,
    });
    expect(profile).toMatchObject({ login: "public-pat", email: "pat@example.test" });
  });

  it("asks /user/emails for a private address and takes it only when verified", async () => {
    expect(
      (await profileOf({ login: "private-pia", email: "pia@example.test", privateEmail: true, emailVerified: true }))
        .email,
    ).toBe("pia@example.test");
    expect(
      (
        await profileOf({
          login: "unverified-uma",
          email: "victim@example.test",
          privateEmail: true,
          emailVerified: false,
        })
      ).email,
    ).toBeNull();
  });

  it("fails on a token the API refuses, instead of signing in a profile-less identity", async () => {
    await expect(
      profileOf({ login: "x", email: "", privateEmail: false, emailVerified: true }, "gho_forged"),
    ).rejects.toThrow(/answered 401/);
  });

  it("sends the authorize, token and API calls to the configured GitHub Enterprise Server", () => {
    const provider = githubProvider({ GITHUB_BASE_URL: "https://git.example.com" }, "id", "secret");
    expect(provider.options).toMatchObject({
      issuer: "https://git.example.com/login/oauth",
      authorization: { url: "https://git.example.com/login/oauth/authorize" },
      token: "https://git.example.com/login/oauth/access_token",
      userinfo: { url: "https://git.example.com/api/v3/user" },
    });
  });
});
