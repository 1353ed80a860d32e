// WeChat website sign-in (a 网站应用 on the WeChat open platform: the visitor scans a QR code with WeChat) as a
// next-auth 4 OAuth provider. WeChat is OAuth 2 in shape but not in its details, so three steps are our own:
// - the QR page wants `appid` (not client_id), its parameters in a fixed order and the `#wechat_redirect` fragment;
// - the code is exchanged by a GET with `appid` and `secret` in the query, and both of WeChat's APIs answer an error
//   as HTTP 200 with {errcode, errmsg};
// - the profile is read with the access token and the openid the exchange answered.
// WECHAT_OPEN_BASE_URL / WECHAT_API_BASE_URL point it elsewhere (a proxy, or the test fake tests/fakes/wechat-server.ts).
import "server-only";
import type { Profile } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { TEnv } from "@/lib/server/env";

/** What /sns/userinfo answers for a website app (snsapi_login); unionid only when the app belongs to an open
 *  platform account. */
export type WeChatProfile = {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
};

type WeChatToken = {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  openid: string;
  scope?: string;
  unionid?: string;
};

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");

export function wechatEndpoints({
  WECHAT_OPEN_BASE_URL,
  WECHAT_API_BASE_URL,
}: Pick<TEnv, "WECHAT_OPEN_BASE_URL" | "WECHAT_API_BASE_URL">): { open: string; api: string } {
  return {
    open: withoutTrailingSlash(WECHAT_OPEN_BASE_URL ?? "https://open.weixin.qq.com"),
    api: withoutTrailingSlash(WECHAT_API_BASE_URL ?? "https://api.weixin.qq.com"),
  };
}

/**
 * One call to WeChat's API. The message of a failure names the path and WeChat's errcode only: the query carries the
 * secret, the access token and the openid, none of which may reach the log.
 */
async function wechatGet<T extends object>(url: URL): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`WeChat ${url.pathname} answered HTTP ${response.status}`);
  const body = (await response.json()) as T | { errcode?: unknown };
  if ("errcode" in body && body.errcode !== 0)
    throw new Error(`WeChat ${url.pathname} answered errcode ${String(body.errcode)}`);
  return body as T;
}

/** The account key: the unionid (the same person across the company's WeChat apps) when WeChat gives one. */
const wechatAccountId = (profile: Pick<WeChatProfile, "openid" | "unionid">): string =>
  profile.unionid || profile.openid;

/** WeChat's avatars are given as http:// addresses on hosts that also serve https; only https is kept. */
const httpsAvatar = (url: string | undefined): string | null => (url ? url.replace(/^http:\/\//, "https://") : null);

export function wechatProvider(
  config: Pick<TEnv, "WECHAT_OPEN_BASE_URL" | "WECHAT_API_BASE_URL">,
  appId: string,
  appSecret: string,
): OAuthConfig<WeChatProfile> {
  const { open, api } = wechatEndpoints(config);
  return {
    id: "wechat",
    name: "WeChat",
    type: "oauth",
    clientId: appId,
    clientSecret: appSecret,
    // No PKCE at WeChat; the state is checked in the token request below.
    checks: ["state"],
    authorization: {
      // openid-client sets each parameter in place when the URL already has it and keeps the fragment, so WeChat
      // gets appid, redirect_uri, response_type, scope, state in its order; a client_id set to undefined is dropped.
      url: `${open}/connect/qrconnect?appid=&redirect_uri=&response_type=code&scope=snsapi_login&state=#wechat_redirect`,
      params: { appid: appId, client_id: undefined, scope: "snsapi_login" },
    },
    token: {
      url: `${api}/sns/oauth2/access_token`,
      async request({ params, checks }) {
        // openid-client compares the state only in its own token call, which this one replaces.
        if (!params.state || params.state !== checks.state) throw new Error("WeChat sign-in: the state does not match");
        // A visitor who declines comes back with the state and no code.
        if (!params.code) throw new Error("WeChat sign-in: no code (declined at WeChat)");
        const url = new URL(`${api}/sns/oauth2/access_token`);
        url.search = new URLSearchParams({
          appid: appId,
          secret: appSecret,
          code: params.code,
          grant_type: "authorization_code",
        }).toString();
        const answer = await wechatGet<WeChatToken>(url);
        if (!answer.access_token || !answer.openid) throw new Error("WeChat sign-in: no access token or openid");
        return {
          tokens: {
            access_token: answer.access_token,
            token_type: "bearer",
            expires_in: answer.expires_in,
            scope: answer.scope,
            openid: answer.openid,
            unionid: answer.unionid,
          },
        };
      },
    },
    userinfo: {
      url: `${api}/sns/userinfo`,
      async request({ tokens }) {
        const openid = typeof tokens.openid === "string" ? tokens.openid : "";
        const url = new URL(`${api}/sns/userinfo`);
        url.search = new URLSearchParams({ access_token: tokens.access_token ?? "", openid, lang: "zh_CN" }).toString();
        const profile = await wechatGet<WeChatProfile>(url);
        if (!profile.openid || profile.openid !== openid)
          throw new Error("WeChat sign-in: the profile is another user's");
        const unionid = profile.unionid || (typeof tokens.unionid === "string" ? tokens.unionid : undefined);
        // next-auth types this answer as an OIDC-style Profile; `profile` below reads it back as a WeChatProfile.
        return { ...profile, ...(unionid && { unionid }) } as Profile;
      },
    },
    // WeChat has no e-mail address to give: the account has none (phone binding is offered in settings, docs/product.md
    // §6).
    profile: (profile) => ({
      id: wechatAccountId(profile),
      name: profile.nickname?.trim() || null,
      email: null,
      image: httpsAvatar(profile.headimgurl),
    }),
  };
}
