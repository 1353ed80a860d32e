// WeChat website sign-in (lib/server/auth/wechat-provider.ts) against the local fake WeChat (tests/fakes/wechat-server.ts),
// each step as next-auth runs it: the QR page's address built by openid-client from the provider's settings, the
// code exchange with its state check, the profile read, the account key, then the account itself (real PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Issuer, TokenSet } from "openid-client";
import { getDb } from "@/lib/server/db";
import { wechatEndpoints, wechatProvider, type WeChatProfile } from "@/lib/server/auth/wechat-provider";
import { parseEnv } from "@/lib/server/env";
import { signInWithOAuth } from "@/lib/server/services/auth/sign-in-with-oauth";
import { FAKE_WECHAT_APP, QRCONNECT_PARAMS, startFakeWeChatServer, type FakeWeChat } from "../../fakes/wechat-server";

const db = getDb();
const CALLBACK_URL = "http://127.0.0.1:3999/api/auth/callback/wechat";
let wechat: FakeWeChat;
let openidOnly: FakeWeChat;

beforeAll(async () => {
  wechat = await startFakeWeChatServer({ redirectOrigin: "http://127.0.0.1:3999" });
  // An app not bound to an open platform account: WeChat gives no unionid.
  openidOnly = await startFakeWeChatServer({ withUnionId: false });
});
afterAll(async () => {
  await wechat.close();
  await openidOnly.close();
  await db.$disconnect();
});

const unique = (label: string): string =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The provider as next-auth hands it to its endpoint requests (with its callback URL), and its openid-client. */
function setUp(fake: FakeWeChat, secret: string = FAKE_WECHAT_APP.secret) {
  const provider = wechatProvider(
    { WECHAT_OPEN_BASE_URL: fake.origin, WECHAT_API_BASE_URL: fake.origin },
    FAKE_WECHAT_APP.id,
    secret,
  );
  const withUrls = {
    ...provider,
    signinUrl: "http://127.0.0.1:3999/api/auth/signin/wechat",
    callbackUrl: CALLBACK_URL,
  };
  // What next-auth's core/lib/oauth/client.js builds when the provider has no discovery document.
  const authorization = typeof provider.authorization === "object" ? provider.authorization : undefined;
  const token = typeof provider.token === "object" ? provider.token : undefined;
  const userinfo = typeof provider.userinfo === "object" ? provider.userinfo : undefined;
  const client = new new Issuer({
    issuer: "wechat",
    authorization_endpoint: authorization?.url,
    token_endpoint: token?.url,
    userinfo_endpoint: userinfo?.url,
  }).Client({ client_id: FAKE_WECHAT_APP.id, client_secret: secret, redirect_uris: [CALLBACK_URL] });
  type Passed = Parameters<NonNullable<NonNullable<typeof token>["request"]>>[0]["provider"];
  const passed = withUrls as unknown as Passed;
  return {
    provider,
    /** next-auth's getAuthorizationUrl: the provider's params, then the state it keeps in a signed cookie. */
    authorizationUrl: (state: string) => client.authorizationUrl({ ...authorization?.params, state }),
    exchange: async (params: { code?: string; state?: string }, expectedState: string) => {
      if (!token?.request) throw new Error("no token request");
      return new TokenSet(
        (await token.request({ params, checks: { state: expectedState }, client, provider: passed })).tokens,
      );
    },
    readProfile: async (tokens: TokenSet) => {
      if (!userinfo?.request) throw new Error("no userinfo request");
      return (await userinfo.request({ tokens, client, provider: passed })) as unknown as WeChatProfile;
    },
  };
}

/** The QR page accepts the address, and Allow comes back to the callback with a code and the state. */
async function scanAndAllow(fake: FakeWeChat, authorizationUrl: string, wechatId: string, nickname: string) {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const request = new URL(authorizationUrl).searchParams.toString();
  const answer = await fetch(`${fake.origin}/connect/qrconnect`, {
    method: "POST",
    body: new URLSearchParams({ request, wechatId, nickname, action: "allow" }),
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK_URL);
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

describe("WeChat sign-in settings", () => {
  it("default to WeChat's own addresses; overrides are URLs checked at start", () => {
    expect(wechatEndpoints({})).toEqual({ open: "https://open.weixin.qq.com", api: "https://api.weixin.qq.com" });
    expect(wechatEndpoints({ WECHAT_OPEN_BASE_URL: "http://x.test/", WECHAT_API_BASE_URL: "http://y.test" })).toEqual({
      open: "http://x.test",
      api: "http://y.test",
    });
    for (const name of ["WECHAT_OPEN_BASE_URL", "WECHAT_API_BASE_URL"])
      expect(() => parseEnv({ [name]: "open.weixin.qq.com" })).toThrow(new RegExp(`${name}: expected a URL`));
  });

  it("send the browser to WeChat's QR page with appid (no client_id), its parameter order and #wechat_redirect", () => {
    const url = new URL(setUp(wechat).authorizationUrl("s1"));
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.origin}/connect/qrconnect`);
    expect([...url.searchParams.keys()]).toEqual([...QRCONNECT_PARAMS]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: FAKE_WECHAT_APP.id,
      redirect_uri: CALLBACK_URL,
      response_type: "code",
      scope: "snsapi_login",
      state: "s1",
    });
    expect(url.hash).toBe("#wechat_redirect");
  });
});

describe("WeChat sign-in round trip", () => {
  it("exchanges the code, reads the profile and keys the account by unionid; the next sign-in finds it", async () => {
    const { provider, authorizationUrl, exchange, readProfile } = setUp(wechat);
    const wechatId = unique("wx");
    const { code, state } = await scanAndAllow(wechat, authorizationUrl("state-1"), wechatId, "小林");
    expect(state).toBe("state-1");
    const tokens = await exchange({ code, state }, "state-1");
    const known = wechat.users.get(wechatId);
    expect(tokens).toMatchObject({ openid: known?.openid, unionid: known?.unionid, token_type: "bearer" });
    const profile = await readProfile(tokens);
    const user = await provider.profile(profile, tokens);
    expect(user).toEqual({
      id: known?.unionid,
      name: "小林",
      email: null,
      image: `https://thirdwx.qlogo.cn/mmopen/${known?.openid}/132`,
    });

    // What the jwt callback does with it: a new account without an e-mail address, and the same one next time.
    const identity = {
      provider: "wechat",
      providerAccountId: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
    };
    // Started from /ch with the agreement box ticked (components/auth/oauth-buttons.tsx).
    const first = await signInWithOAuth(identity, { locale: "zh", agreed: true });
    const again = await scanAndAllow(wechat, authorizationUrl("state-2"), wechatId, "小林");
    const secondUser = await provider.profile(await readProfile(await exchange(again, "state-2")), tokens);
    expect(secondUser.id).toBe(user.id);
    const next = await signInWithOAuth(
      { ...identity, providerAccountId: secondUser.id },
      { locale: "zh", agreed: false },
    );
    expect(next.id).toBe(first.id);
    expect(await db.user.findUniqueOrThrow({ where: { id: first.id }, include: { accounts: true } })).toMatchObject({
      type: "WECHAT",
      email: null,
      nickName: "小林",
      termsAcceptedAt: expect.any(Date),
      accounts: [expect.objectContaining({ provider: "wechat", providerAccountId: known?.unionid })],
    });
  });

  it("keys the account by openid when WeChat gives no unionid", async () => {
    const { provider, authorizationUrl, exchange, readProfile } = setUp(openidOnly);
    const wechatId = unique("wx-open");
    const back = await scanAndAllow(openidOnly, authorizationUrl("s"), wechatId, "Lin");
    const tokens = await exchange(back, "s");
    const user = await provider.profile(await readProfile(tokens), tokens);
    expect(user.id).toBe(openidOnly.users.get(wechatId)?.openid);
  });
});

describe("WeChat sign-in refusals", () => {
  it("refuses a state that is not the one next-auth kept, before calling WeChat (the code stays unused)", async () => {
    const { authorizationUrl, exchange } = setUp(wechat);
    const wechatId = unique("wx-csrf");
    const { code } = await scanAndAllow(wechat, authorizationUrl("mine"), wechatId, "Eve");
    await expect(exchange({ code, state: "forged" }, "mine")).rejects.toThrow("the state does not match");
    await expect(exchange({ code }, "mine")).rejects.toThrow("the state does not match");
    // Not spent by the refused attempts: the right state still exchanges it.
    await expect(exchange({ code, state: "mine" }, "mine")).resolves.toMatchObject({ token_type: "bearer" });
  });

  it("refuses a declined sign-in (state, no code)", async () => {
    await expect(setUp(wechat).exchange({ state: "s" }, "s")).rejects.toThrow("no code");
  });

  it("turns WeChat's errcode answers (HTTP 200) into errors that name only the path and the errcode", async () => {
    const wechatId = unique("wx-err");
    const { authorizationUrl, exchange, readProfile } = setUp(wechat);
    // A used code, a wrong secret, an errcode at the exchange and at the profile read.
    const first = await scanAndAllow(wechat, authorizationUrl("s"), wechatId, "Err");
    const tokens = await exchange(first, "s");
    const failures: Error[] = [];
    const capture = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error("expected a refusal");
        },
        (error: Error) => void failures.push(error),
      );
    await capture(exchange(first, "s"));
    const second = await scanAndAllow(wechat, authorizationUrl("s"), wechatId, "Err");
    await capture(setUp(wechat, "wrong-secret").exchange(second, "s"));
    wechat.failNext(wechatId, "token", 45011);
    await capture(exchange(await scanAndAllow(wechat, authorizationUrl("s"), wechatId, "Err"), "s"));
    wechat.failNext(wechatId, "userinfo", 42001);
    await capture(readProfile(tokens));
    expect(failures.map((error) => error.message)).toEqual([
      "WeChat /sns/oauth2/access_token answered errcode 40163",
      "WeChat /sns/oauth2/access_token answered errcode 40125",
      "WeChat /sns/oauth2/access_token answered errcode 45011",
      "WeChat /sns/userinfo answered errcode 42001",
    ]);
    // Nothing secret in what reaches the log: no app secret, code, access token or openid.
    const text = failures.map((error) => `${error.message} ${error.stack ?? ""}`).join("\n");
    for (const secret of [FAKE_WECHAT_APP.secret, first.code, tokens.access_token ?? "-", String(tokens.openid)])
      expect(text).not.toContain(secret);
  });

  it("refuses a profile that belongs to another openid than the exchange answered", async () => {
    const { authorizationUrl, exchange, readProfile } = setUp(wechat);
    const tokens = await exchange(await scanAndAllow(wechat, authorizationUrl("s"), unique("wx-a"), "A"), "s");
    const otherId = unique("wx-b");
    wechat.codeFor(otherId);
    const other = wechat.users.get(otherId)?.openid;
    await expect(readProfile(new TokenSet({ ...tokens, openid: other }))).rejects.toThrow("errcode 40003");
  });
});

describe("the QR page (fake) refuses what WeChat refuses", () => {
  it("a client_id beside appid, or the parameters in another order", async () => {
    const good = new URL(setUp(wechat).authorizationUrl("s"));
    const withClientId = new URL(good);
    withClientId.searchParams.append("client_id", FAKE_WECHAT_APP.id);
    expect((await fetch(withClientId)).status).toBe(400);
    const reordered = new URL(good);
    reordered.search = new URLSearchParams([...good.searchParams].reverse()).toString();
    expect((await fetch(reordered)).status).toBe(400);
  });
});
