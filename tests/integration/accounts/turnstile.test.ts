// Sign-up and sign-in with Cloudflare Turnstile configured: the real verifier (lib/server/captcha/turnstile.ts) against a
// local fake siteverify (TURNSTILE_VERIFY_URL). The browser widget is not covered here: its script comes from
// Cloudflare, which this machine cannot reach (tests/components/accounts/turnstile-widget.test.tsx covers its failure).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startFakeTurnstileServer, type FakeTurnstile } from "../../fakes/turnstile-server";
// First: it gives this file a private mail outbox (DATA_DIR), and loads none of the app.
import { call, freshIp, lastCodeFor, solvedAltcha, tokenOf, uniqueEmail } from "./helpers";

const SECRET = "0x4AAAAAAA-fake-secret";
const PASSWORD = "Secret123";
let siteverify: FakeTurnstile;

// lib/server/env.ts reads the configuration once, and the logger does so on import: the app's modules are loaded only
// after the fake listens and its address is in the environment.
const loadApp = async () => ({
  signUp: (await import("@/app/api/users/route")).POST,
  verifyEmail: (await import("@/app/api/users/verifyEmail/route")).POST,
  signin: (await import("@/app/api/signin/route")).POST,
  isTurnstileEnabled: (await import("@/lib/server/env")).isTurnstileEnabled,
  db: (await import("@/lib/server/db")).getDb(),
});
let app: Awaited<ReturnType<typeof loadApp>>;

beforeAll(async () => {
  siteverify = await startFakeTurnstileServer(SECRET);
  Object.assign(process.env, {
    TURNSTILE_SITE_KEY: "0x4AAAAAAA-fake-site-key",
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
  });
  app = await loadApp();
  if (!app.isTurnstileEnabled()) throw new Error("the configuration was read before the Turnstile settings were set");
});
afterAll(async () => {
  await app?.db.$disconnect();
  await siteverify.close();
});

const signUpBody = (email: string, token: string) => ({ name: "Tess", email, password: PASSWORD, altcha: token });

async function verifiedAccount(label: string, token: string): Promise<string> {
  const email = uniqueEmail(label);
  expect((await call(app.signUp, "POST", "/api/users", { body: signUpBody(email, token) })).status).toBe(200);
  expect(
    (
      await call(app.verifyEmail, "POST", "/api/users/verifyEmail", {
        body: { email, veriCode: await lastCodeFor(email) },
      })
    ).status,
  ).toBe(200);
  return email;
}

describe("Turnstile", () => {
  it("signs up with a token Cloudflare approves, sending the secret, the token and the visitor's address", async () => {
    const email = uniqueEmail("ts-signup");
    const ip = freshIp();
    const result = await call(app.signUp, "POST", "/api/users", { body: signUpBody(email, "pass-signup"), ip });
    expect(result.json).toEqual({ code: 0, data: { email } });
    expect(siteverify.calls.at(-1)).toEqual({ secret: SECRET, response: "pass-signup", remoteip: ip });
    expect(await app.db.user.count({ where: { email } })).toBe(1);
  });

  it("refuses a token Cloudflare rejects, a spent one, and an ALTCHA solution in its place", async () => {
    const email = uniqueEmail("ts-refused");
    for (const token of ["fail-1", "pass-spent"])
      await call(app.signUp, "POST", "/api/users", { body: signUpBody(uniqueEmail("ts-first"), token) });
    for (const token of ["fail-2", "pass-spent", await solvedAltcha()]) {
      const result = await call(app.signUp, "POST", "/api/users", { body: signUpBody(email, token) });
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        code: 100005,
        message: "The human check failed, please try again",
        key: "botCheckFailed",
      });
    }
    expect(await app.db.user.count({ where: { email } })).toBe(0);
  });

  it("signs in with an approved token and refuses a rejected one", async () => {
    const email = await verifiedAccount("ts-signin", "pass-signin-account");
    const refused = await call(app.signin, "POST", "/api/signin", {
      body: { email, password: PASSWORD, altcha: "fail-signin" },
    });
    expect(refused.json.code).toBe(100005);
    expect(refused.cookie).toBeNull();
    const accepted = await call(app.signin, "POST", "/api/signin", {
      body: { email, password: PASSWORD, altcha: "pass-signin" },
    });
    expect(accepted.status).toBe(200);
    expect(tokenOf(accepted)).toEqual(expect.any(String));
  });

  it.each([
    ["the verifier cannot be reached", "down"],
    ["the verifier answers something other than siteverify", "garbage"],
  ] as const)("answers 503 with a clear message, not 500, when %s", async (_, mode) => {
    const email = await verifiedAccount(`ts-${mode}`, `pass-${mode}-account`);
    siteverify.mode = mode;
    try {
      const signin = await call(app.signin, "POST", "/api/signin", {
        body: { email, password: PASSWORD, altcha: `pass-${mode}-signin` },
      });
      const fresh = uniqueEmail(`ts-${mode}-new`);
      const signup = await call(app.signUp, "POST", "/api/users", { body: signUpBody(fresh, `pass-${mode}-signup`) });
      for (const result of [signin, signup]) {
        expect(result.status).toBe(503);
        expect(result.json).toEqual({
          code: 100009,
          message: "The human check could not be completed right now, please try again in a moment",
          key: "botCheckUnavailable",
        });
      }
      expect(await app.db.user.count({ where: { email: fresh } })).toBe(0);
    } finally {
      siteverify.mode = "up";
    }
  });

  it("answers 503, not 'human check failed', when Cloudflare refuses our secret", async () => {
    siteverify.secret = "a-rotated-secret";
    try {
      const result = await call(app.signUp, "POST", "/api/users", {
        body: signUpBody(uniqueEmail("ts-secret"), "pass-secret"),
      });
      expect(result.status).toBe(503);
      expect(result.json.code).toBe(100009);
    } finally {
      siteverify.secret = SECRET;
    }
  });
});
