// A local stand-in for WeChat website sign-in (open platform 网站应用), so that next-auth and our provider code
// (lib/server/auth/wechat-provider.ts) run unchanged against it; WECHAT_OPEN_BASE_URL = WECHAT_API_BASE_URL = origin:
// - GET /connect/qrconnect: WeChat's QR page. Like WeChat it insists on appid, redirect_uri, response_type=code,
//   scope=snsapi_login and state, in that order and nothing else, and checks the app and the redirect address.
//   Instead of a QR code to scan it has a small form (WeChat ID, nickname) with Allow and Deny; Allow returns to
//   redirect_uri with code and state, Deny with the state only (what WeChat does when the user declines).
// - GET /sns/oauth2/access_token?appid&secret&code&grant_type and GET /sns/userinfo?access_token&openid: JSON, and
//   every error as HTTP 200 with {errcode, errmsg}, as WeChat answers. Codes are single use and expire.
// - PUT /_fake/errors/{wechatId} with {"step": "token" | "userinfo", "errcode": n}: that user's next exchange (or
//   profile read) answers the errcode instead; `failNext` does the same in-process.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenLocal } from "./listen-local";

export const FAKE_WECHAT_APP = { id: "wxf4ke0123456789ab", secret: "fake-wechat-app-secret-0123456789" } as const;

/** WeChat's order for the QR page's query (its own docs: the parameters are matched in this order). */
export const QRCONNECT_PARAMS = ["appid", "redirect_uri", "response_type", "scope", "state"] as const;

export type FakeWeChatUser = { wechatId: string; nickname: string; openid: string; unionid?: string };
type Step = "token" | "userinfo";
type Grant = { wechatId: string; expiresAt: number };

export type FakeWeChat = {
  origin: string;
  users: Map<string, FakeWeChatUser>;
  /** As if the user had scanned and allowed: a fresh code (for tests of the exchange alone). */
  codeFor: (wechatId: string, nickname?: string) => string;
  /** The user's next exchange (or profile read) answers `errcode` instead. */
  failNext: (wechatId: string, step: Step, errcode: number) => void;
  close: () => Promise<void>;
};

const ERRMSG: Record<number, string> = {
  40001: "invalid credential, access_token is invalid or not latest",
  40002: "invalid grant_type",
  40003: "invalid openid",
  40013: "invalid appid",
  40029: "invalid code",
  40125: "invalid appsecret",
  40163: "code been used",
  42001: "access_token expired",
  45011: "api minute-quota reach limit  mustslower  retry next minute",
};

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const id28 = (seed: string): string => `o${createHash("sha256").update(seed).digest("base64url").slice(0, 27)}`;

function sendJson(res: ServerResponse, body: unknown): void {
  // WeChat answers its errors with HTTP 200 too.
  res.writeHead(200, { "content-type": "application/json; encoding=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

const sendError = (res: ServerResponse, errcode: number): void =>
  sendJson(res, { errcode, errmsg: `${ERRMSG[errcode] ?? "system error"}, rid: ${randomBytes(6).toString("hex")}` });

function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`,
  );
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => resolve(new URLSearchParams(raw)));
    req.on("error", reject);
  });
}

export async function startFakeWeChatServer(
  options: { port?: number; host?: string; redirectOrigin?: string; withUnionId?: boolean } = {},
): Promise<FakeWeChat> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";
  const users = new Map<string, FakeWeChatUser>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  const failures = new Map<string, number>();

  function userFor(wechatId: string, nickname?: string): FakeWeChatUser {
    const existing = users.get(wechatId);
    if (existing) return existing;
    const user = {
      wechatId,
      nickname: nickname || wechatId,
      // openids differ per app; a unionid is the same person across one company's apps.
      openid: id28(`${FAKE_WECHAT_APP.id}:${wechatId}`),
      ...(options.withUnionId !== false && { unionid: id28(`union:${wechatId}`) }),
    };
    users.set(wechatId, user);
    return user;
  }

  function codeFor(wechatId: string, nickname?: string): string {
    userFor(wechatId, nickname);
    const code = randomBytes(16).toString("hex");
    grants.set(code, { wechatId, expiresAt: Date.now() + 5 * 60_000 });
    return code;
  }

  function takeFailure(wechatId: string, step: Step): number | undefined {
    const errcode = failures.get(`${step}:${wechatId}`);
    failures.delete(`${step}:${wechatId}`);
    return errcode;
  }

  /** WeChat's own words for a bad QR request; never a redirect to an unchecked address. */
  function checkQrRequest(query: URLSearchParams): string | null {
    if ([...query.keys()].join(",") !== QRCONNECT_PARAMS.join(","))
      return `参数错误: expected exactly ${QRCONNECT_PARAMS.join(", ")} in this order, got ${[...query.keys()].join(", ")}`;
    if (query.get("appid") !== FAKE_WECHAT_APP.id) return "AppID 参数错误 (unknown appid)";
    if (query.get("response_type") !== "code") return "response_type 参数错误";
    if (query.get("scope") !== "snsapi_login") return "Scope 参数错误或没有 Scope 权限";
    const redirectUri = query.get("redirect_uri") ?? "";
    if (
      !/^https?:\/\//.test(redirectUri) ||
      (options.redirectOrigin && !redirectUri.startsWith(`${options.redirectOrigin}/`))
    )
      return "redirect_uri 参数错误 (not under the app's registered domain)";
    return null;
  }

  async function qrconnect(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const form = req.method === "POST" ? await readForm(req) : null;
    const query = form ? new URLSearchParams(form.get("request") ?? "") : url.searchParams;
    const problem = checkQrRequest(query);
    if (problem) return sendPage(res, 400, "WeChat: request error", `<p>${html(problem)}</p>`);
    const target = new URL(query.get("redirect_uri") ?? "");
    const wechatId = form?.get("wechatId")?.trim() ?? "";
    if (form?.get("action") === "allow" && wechatId) {
      target.searchParams.set("code", codeFor(wechatId, form.get("nickname")?.trim()));
      target.searchParams.set("state", query.get("state") ?? "");
      res.writeHead(302, { location: target.toString() });
      return void res.end();
    }
    if (form?.get("action") === "deny") {
      target.searchParams.set("state", query.get("state") ?? "");
      res.writeHead(302, { location: target.toString() });
      return void res.end();
    }
    sendPage(
      res,
      200,
      "Sign in with WeChat",
      `
      <p>Scan with WeChat to sign in to the website <code>${html(query.get("appid") ?? "")}</code> (this fake asks
      instead of scanning).</p>
      <form method="post">
        <input type="hidden" name="request" value="${html(query.toString())}">
        <p><label>WeChat ID <input name="wechatId" autocomplete="off"></label></p>
        <p><label>Nickname <input name="nickname" autocomplete="off"></label></p>
        <p><button name="action" value="allow">Allow</button> <button name="action" value="deny">Deny</button></p>
      </form>`,
    );
  }

  function accessToken(res: ServerResponse, query: URLSearchParams): void {
    if (query.get("appid") !== FAKE_WECHAT_APP.id) return sendError(res, 40013);
    if (query.get("secret") !== FAKE_WECHAT_APP.secret) return sendError(res, 40125);
    if (query.get("grant_type") !== "authorization_code") return sendError(res, 40002);
    const code = query.get("code") ?? "";
    const grant = grants.get(code);
    if (!grant) return sendError(res, code && grants.has(`used:${code}`) ? 40163 : 40029);
    grants.delete(code);
    grants.set(`used:${code}`, grant);
    if (grant.expiresAt < Date.now()) return sendError(res, 40029);
    const failure = takeFailure(grant.wechatId, "token");
    if (failure) return sendError(res, failure);
    const user = userFor(grant.wechatId);
    const token = randomBytes(24).toString("base64url");
    accessTokens.set(token, grant.wechatId);
    sendJson(res, {
      access_token: token,
      expires_in: 7200,
      refresh_token: randomBytes(24).toString("base64url"),
      openid: user.openid,
      scope: "snsapi_login",
      ...(user.unionid && { unionid: user.unionid }),
    });
  }

  function userinfo(res: ServerResponse, query: URLSearchParams): void {
    const wechatId = accessTokens.get(query.get("access_token") ?? "");
    const user = wechatId ? users.get(wechatId) : undefined;
    if (!user) return sendError(res, 40001);
    if (query.get("openid") !== user.openid) return sendError(res, 40003);
    const failure = takeFailure(user.wechatId, "userinfo");
    if (failure) return sendError(res, failure);
    sendJson(res, {
      openid: user.openid,
      nickname: user.nickname,
      sex: 0,
      province: "",
      city: "",
      country: "",
      headimgurl: `http://thirdwx.qlogo.cn/mmopen/${user.openid}/132`,
      privilege: [],
      ...(user.unionid && { unionid: user.unionid }),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === "/connect/qrconnect") return qrconnect(req, res, url);
    if (req.method === "GET" && url.pathname === "/sns/oauth2/access_token") return accessToken(res, url.searchParams);
    if (req.method === "GET" && url.pathname === "/sns/userinfo") return userinfo(res, url.searchParams);
    const control = /^\/_fake\/errors\/([^/]+)$/.exec(url.pathname);
    if (req.method === "PUT" && control) {
      const raw = await new Promise<string>((resolve, reject) => {
        let text = "";
        req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        req.on("end", () => resolve(text));
        req.on("error", reject);
      });
      const { step, errcode } = JSON.parse(raw) as { step: Step; errcode: number };
      failures.set(`${step}:${decodeURIComponent(control[1] ?? "")}`, errcode);
      return sendJson(res, { ok: true });
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("Not Found");
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    });
  });
  origin = `http://${host}:${await listenLocal(server, options.port ?? 0, host)}`;
  return {
    origin,
    users,
    codeFor,
    failNext: (wechatId, step, errcode) => failures.set(`${step}:${wechatId}`, errcode),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
