// POST /api/users/forgetPassword and /api/users/resetPassword.
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as signin } from "@/app/api/signin/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as forgetPassword } from "@/app/api/users/forgetPassword/route";
import { POST as resetPassword } from "@/app/api/users/resetPassword/route";
import { getDb } from "@/lib/server/db";
import { signUpVerified } from "./flows";
import { call, mailsTo, solvedAltcha, tokenOf, uniqueEmail } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

async function resetLinkFor(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no reset link");
  return new URL(link);
}

describe("forgot password", () => {
  it("answers an unknown address like a known one and mails nothing", async () => {
    const { email } = await signUpVerified("known");
    const known = await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email } });
    const ghost = uniqueEmail("ghost");
    const unknown = await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email: ghost } });
    expect(known.json).toEqual({ code: 0, data: null });
    expect(unknown.json).toEqual(known.json);
    expect(await mailsTo(ghost)).toEqual([]);
    expect((await resetLinkFor(email)).pathname).toBe("/reset-password");
  });

  it("sets a new password once, ends the old sessions and signs in", async () => {
    const { email, token: oldToken } = await signUpVerified("reset");
    await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email }, headers: { "x-locale": "zh" } });
    const link = await resetLinkFor(email);
    expect(link.pathname).toBe("/ch/reset-password");
    const token = link.searchParams.get("token") ?? "";

    const weak = await call(resetPassword, "POST", "/api/users/resetPassword", {
      body: { email, token, password: "weak" },
    });
    expect(weak.status).toBe(400);

    const result = await call(resetPassword, "POST", "/api/users/resetPassword", {
      body: { email, token, password: "NewSecret9" },
    });
    expect(result.status).toBe(200);
    expect((await call(current, "GET", "/api/user/current", { token: oldToken })).status).toBe(401);
    expect((await call(current, "GET", "/api/user/current", { token: tokenOf(result) })).status).toBe(200);

    const reused = await call(resetPassword, "POST", "/api/users/resetPassword", {
      body: { email, token, password: "Another99" },
    });
    expect(reused.json).toMatchObject({ code: 100006 });
    const signedIn = await call(signin, "POST", "/api/signin", {
      body: { email, password: "NewSecret9", altcha: await solvedAltcha() },
    });
    expect(signedIn.status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const { email } = await signUpVerified("expired-link");
    await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email } });
    const token = (await resetLinkFor(email)).searchParams.get("token") ?? "";
    await db.verificationCode.updateMany({
      where: { target: email, purpose: "PASSWORD_RESET" },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const result = await call(resetPassword, "POST", "/api/users/resetPassword", {
      body: { email, token, password: "NewSecret9" },
    });
    expect(result.json.code).toBe(100006);
  });

  it("limits reset mails per address", async () => {
    const { email } = await signUpVerified("reset-limit");
    await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email } });
    expect((await call(forgetPassword, "POST", "/api/users/forgetPassword", { body: { email } })).status).toBe(429);
  });
});
