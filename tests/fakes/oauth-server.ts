// A local stand-in for the two OAuth providers, so that next-auth and our provider code run unchanged against it:
// - GitHub-shaped at the root (GITHUB_BASE_URL = GITHUB_API_URL = origin): /login/oauth/authorize,
//   /login/oauth/access_token, /user, /user/emails, and the public /users/{login} and /repos/{login}/{login}/readme
//   (profile READMEs set by the test in `readmes`, or over HTTP by a test in another process:
//   PUT /_fake/readmes/{login} with the README as the body, which also creates the account);
// - Google-shaped OpenID Connect under /google (GOOGLE_ISSUER = origin/google): discovery, JWKS, authorize, token
//   (PKCE S256 checked), RS256-signed ID tokens.
// The authorize page is a sign-in form at the provider (username, name, e-mail, "keep my e-mail private") with an
// Authorize button. Like the real ones, it remembers the browser (a cookie on its own origin) and approves a client
// it already approved without asking again. Codes are single use and expire; clients and redirect URIs are checked.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenLocal } from "./listen-local";

export type OAuthClient = { id: string; secret: string };
export const FAKE_OAUTH_CLIENTS = {
  github: { id: "fake-github-client-id", secret: "fake-github-client-secret" },
  google: { id: "fake-google-client-id.apps.example", secret: "fake-google-client-secret" },
} as const satisfies Record<string, OAuthClient>;

type ProviderId = keyof typeof FAKE_OAUTH_CLIENTS;
/** An account at the provider, created the first time its username signs in at the fake. */
export type FakeAccount = {
  id: number;
  login: string;
  name: string;
  email: string;
  privateEmail: boolean;
  emailVerified: boolean;
};
type Grant = {
  provider: ProviderId;
  redirectUri: string;
  login: string;
  codeChallenge?: string;
  nonce?: string;
  expiresAt: number;
};

export type FakeOAuth = {
  origin: string;
  accounts: Map<string, FakeAccount>;
  /** The README of each account's profile repository ({login}/{login}), by login; none: GitHub's 404. */
  readmes: Map<string, string>;
  /** An account at the provider, created if new (for tests that look profiles up without signing in). */
  account: (fields: Omit<FakeAccount, "id">) => FakeAccount;
  /** An access token for an account, as if it had just signed in (for tests of the profile calls alone). */
  accessTokenFor: (account: Omit<FakeAccount, "id">, provider?: ProviderId) => string;
  close: () => Promise<void>;
};

const b64url = (input: Buffer | string): string => Buffer.from(input).toString("base64url");
const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => resolve(new URLSearchParams(raw)));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`,
  );
}

function redirect(res: ServerResponse, location: string, cookie?: string): void {
  res.writeHead(302, { location, ...(cookie && { "set-cookie": cookie }) });
  res.end();
}

/** client_secret_basic (what openid-client sends by default) or client_secret_post. */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (basic) {
    const [id = "", secret = ""] = Buffer.from(basic, "base64").toString("utf8").split(":");
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: form.get("client_id"), secret: form.get("client_secret") };
}

export async function startFakeOAuthServer(
  options: { port?: number; host?: string; redirectOrigin?: string } = {},
): Promise<FakeOAuth> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";
  const accounts = new Map<string, FakeAccount>();
  const readmes = new Map<string, string>();
  const approved = new Set<string>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { login: string; provider: ProviderId }>();
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = b64url(randomBytes(8));
  const googleIssuer = () => `${origin}/google`;

  function accountFor(fields: Omit<FakeAccount, "id">): FakeAccount {
    const existing = accounts.get(fields.login);
    if (existing) return existing;
    const account = { ...fields, id: 1000 + accounts.size };
    accounts.set(account.login, account);
    return account;
  }

  function issueAccessToken(login: string, provider: ProviderId): string {
    const token = `${provider === "github" ? "gho" : "ya29"}_${b64url(randomBytes(18))}`;
    accessTokens.set(token, { login, provider });
    return token;
  }

  function idToken(account: FakeAccount, accessToken: string, nonce: string | undefined): string {
    const now = Math.floor(Date.now() / 1000);
    const digest = createHash("sha256").update(accessToken).digest();
    const claims = {
      iss: googleIssuer(),
      aud: FAKE_OAUTH_CLIENTS.google.id,
      azp: FAKE_OAUTH_CLIENTS.google.id,
      sub: `g${account.id}`,
      iat: now,
      exp: now + 3600,
      email: account.email,
      email_verified: account.emailVerified,
      name: account.name,
      at_hash: b64url(digest.subarray(0, 16)),
      ...(nonce && { nonce }),
    };
    const signingInput = `${b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }))}.${b64url(JSON.stringify(claims))}`;
    return `${signingInput}.${b64url(sign("RSA-SHA256", Buffer.from(signingInput), privateKey))}`;
  }

  /** Checks an authorization request; answers an error page (never a redirect to an unchecked URI) when it is bad. */
  function checkAuthorizeRequest(provider: ProviderId, query: URLSearchParams): string | null {
    const redirectUri = query.get("redirect_uri") ?? "";
    if (query.get("client_id") !== FAKE_OAUTH_CLIENTS[provider].id) return "Unknown client_id.";
    if (
      !/^https?:\/\//.test(redirectUri) ||
      (options.redirectOrigin && !redirectUri.startsWith(`${options.redirectOrigin}/`))
    )
      return "The redirect_uri is not registered for this application.";
    if (provider === "google" && query.get("response_type") !== "code") return "Only response_type=code is supported.";
    if (query.has("code_challenge") && query.get("code_challenge_method") !== "S256")
      return "Only code_challenge_method=S256 is supported.";
    return null;
  }

  function approve(res: ServerResponse, provider: ProviderId, query: URLSearchParams, login: string): void {
    approved.add(`${provider}:${login}`);
    const code = b64url(randomBytes(16));
    grants.set(code, {
      provider,
      login,
      redirectUri: query.get("redirect_uri") ?? "",
      expiresAt: Date.now() + 60_000,
      codeChallenge: query.get("code_challenge") ?? undefined,
      nonce: query.get("nonce") ?? undefined,
    });
    const target = new URL(query.get("redirect_uri") ?? "");
    target.searchParams.set("code", code);
    if (query.has("state")) target.searchParams.set("state", query.get("state") ?? "");
    redirect(
      res,
      target.toString(),
      `fake_idp_${provider}=${encodeURIComponent(login)}; Path=/${provider === "google" ? "google" : "login"}; HttpOnly; SameSite=Lax`,
    );
  }

  async function authorize(provider: ProviderId, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const isSubmit = req.method === "POST";
    const form = isSubmit ? await readForm(req) : null;
    const query = form ? new URLSearchParams(form.get("request") ?? "") : url.searchParams;
    const problem = checkAuthorizeRequest(provider, query);
    if (problem) return sendPage(res, 400, "Application error", `<p>${html(problem)}</p>`);
    const remembered = decodeURIComponent(
      req.headers.cookie?.match(new RegExp(`fake_idp_${provider}=([^;]+)`))?.[1] ?? "",
    );
    if (!form && remembered && approved.has(`${provider}:${remembered}`))
      return approve(res, provider, query, remembered);
    if (form?.get("action") === "deny") {
      const target = new URL(query.get("redirect_uri") ?? "");
      target.searchParams.set("error", "access_denied");
      if (query.has("state")) target.searchParams.set("state", query.get("state") ?? "");
      return redirect(res, target.toString());
    }
    const login = form?.get("login")?.trim() ?? "";
    if (form && login) {
      const name = form.get("name")?.trim() || login;
      accountFor({
        login,
        name,
        email: form.get("email")?.trim() ?? "",
        privateEmail: form.get("private") === "on",
        emailVerified: true,
      });
      return approve(res, provider, query, login);
    }
    const brand = provider === "github" ? "FakeHub" : "Fake Google";
    sendPage(
      res,
      200,
      `Sign in to ${brand}`,
      `
      <p>to continue to the application <code>${html(query.get("client_id") ?? "")}</code></p>
      <form method="post">
        <input type="hidden" name="request" value="${html(query.toString())}">
        <p><label>Username <input name="login" autocomplete="off"></label></p>
        <p><label>Full name <input name="name" autocomplete="off"></label></p>
        <p><label>Email address <input name="email" type="email" autocomplete="off"></label></p>
        <p><label><input type="checkbox" name="private"> Keep my email address private</label></p>
        <p><button name="action" value="approve">Authorize</button> <button name="action" value="deny">Cancel</button></p>
      </form>`,
    );
  }

  async function token(provider: ProviderId, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const client = clientCredentials(req, form);
    if (client.id !== FAKE_OAUTH_CLIENTS[provider].id || client.secret !== FAKE_OAUTH_CLIENTS[provider].secret)
      return sendJson(res, 401, { error: "invalid_client" });
    const code = form.get("code") ?? "";
    const grant = grants.get(code);
    grants.delete(code);
    if (
      form.get("grant_type") !== "authorization_code" ||
      !grant ||
      grant.provider !== provider ||
      grant.expiresAt < Date.now()
    )
      return sendJson(res, 400, { error: "invalid_grant", error_description: "The code is wrong, used or expired." });
    if (form.get("redirect_uri") !== grant.redirectUri)
      return sendJson(res, 400, { error: "invalid_grant", error_description: "redirect_uri does not match." });
    if (
      grant.codeChallenge &&
      b64url(
        createHash("sha256")
          .update(form.get("code_verifier") ?? "")
          .digest(),
      ) !== grant.codeChallenge
    ) {
      return sendJson(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed." });
    }
    const account = accounts.get(grant.login);
    if (!account) return sendJson(res, 400, { error: "invalid_grant" });
    const accessToken = issueAccessToken(account.login, provider);
    if (provider === "github")
      return sendJson(res, 200, { access_token: accessToken, token_type: "bearer", scope: "read:user,user:email" });
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      id_token: idToken(account, accessToken, grant.nonce),
    });
  }

  function bearer(req: IncomingMessage, provider: ProviderId): FakeAccount | null {
    const presented = req.headers.authorization?.match(/^(?:Bearer|token) (.+)$/i)?.[1] ?? "";
    const known = accessTokens.get(presented);
    return known?.provider === provider ? (accounts.get(known.login) ?? null) : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname === "/login/oauth/authorize") return authorize("github", req, res, url);
    if (url.pathname === "/google/authorize") return authorize("google", req, res, url);
    if (route === "POST /login/oauth/access_token") return token("github", req, res);
    if (route === "POST /google/token") return token("google", req, res);
    if (route === "GET /user" || route === "GET /user/emails") {
      const account = bearer(req, "github");
      if (!account) return sendJson(res, 401, { message: "Bad credentials" });
      if (url.pathname === "/user/emails")
        return sendJson(res, 200, [
          {
            email: account.email,
            primary: true,
            verified: account.emailVerified,
            visibility: account.privateEmail ? null : "public",
          },
        ]);
      return sendJson(res, 200, {
        id: account.id,
        login: account.login,
        name: account.name,
        email: account.privateEmail ? null : account.email,
        avatar_url: `${origin}/avatars/u/${account.id}`,
      });
    }
    const control = /^\/_fake\/readmes\/([^/]+)$/.exec(url.pathname);
    if (req.method === "PUT" && control) {
      const login = decodeURIComponent(control[1] ?? "");
      const text = await new Promise<string>((resolve, reject) => {
        let raw = "";
        req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        req.on("end", () => resolve(raw));
        req.on("error", reject);
      });
      const account = accountFor({ login, name: login, email: "", privateEmail: true, emailVerified: true });
      readmes.set(account.login, text);
      return sendJson(res, 200, { id: account.id, login: account.login });
    }
    // Public lookups: logins match without case, as on GitHub.
    const publicUser = /^\/users\/([^/]+)$/.exec(url.pathname);
    const readmeOf = /^\/repos\/([^/]+)\/([^/]+)\/readme$/.exec(url.pathname);
    if (req.method === "GET" && (publicUser || readmeOf)) {
      const login = decodeURIComponent((publicUser ?? readmeOf)?.[1] ?? "").toLowerCase();
      const account = [...accounts.values()].find((entry) => entry.login.toLowerCase() === login);
      if (!account) return sendJson(res, 404, { message: "Not Found" });
      if (publicUser) return sendJson(res, 200, { id: account.id, login: account.login, type: "User" });
      const readme = readmes.get(account.login);
      if (readme === undefined || decodeURIComponent(readmeOf?.[2] ?? "").toLowerCase() !== login)
        return sendJson(res, 404, { message: "Not Found" });
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return void res.end(readme);
    }
    if (route === "GET /google/.well-known/openid-configuration") {
      return sendJson(res, 200, {
        issuer: googleIssuer(),
        authorization_endpoint: `${googleIssuer()}/authorize`,
        token_endpoint: `${googleIssuer()}/token`,
        userinfo_endpoint: `${googleIssuer()}/userinfo`,
        jwks_uri: `${googleIssuer()}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    }
    if (route === "GET /google/jwks")
      return sendJson(res, 200, { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
    if (route === "GET /google/userinfo") {
      const account = bearer(req, "google");
      if (!account) return sendJson(res, 401, { error: "invalid_token" });
      return sendJson(res, 200, {
        sub: `g${account.id}`,
        name: account.name,
        email: account.email,
        email_verified: account.emailVerified,
      });
    }
    sendJson(res, 404, { message: "Not Found" });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { error: "server_error", error_description: String(error) }),
    );
  });
  origin = `http://${host}:${await listenLocal(server, options.port ?? 0, host)}`;
  return {
    origin,
    accounts,
    readmes,
    account: accountFor,
    accessTokenFor: (account, provider = "github") => issueAccessToken(accountFor(account).login, provider),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
