// GET /api/destoryCaptcha and POST /api/users/unregister.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as destroyCaptcha } from "@/app/api/destoryCaptcha/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as unregister } from "@/app/api/users/unregister/route";
import { hashSecret } from "@/lib/auth/secret-hash";
import { getDb } from "@/lib/db";
import { signUpVerified } from "./flows";
import { call } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

async function knownCaptcha(token: string, userId: string): Promise<string> {
  const result = await call(destroyCaptcha, "GET", "/api/destoryCaptcha", { token });
  expect(result.json.data).toMatch(/^<svg/);
  const row = await db.captcha.findFirstOrThrow({
    where: { target: userId, purpose: "DESTROY" },
    orderBy: { createdAt: "desc" },
  });
  await db.captcha.update({
    where: { id: row.id },
    data: { answerHash: hashSecret(["captcha", "DESTROY", userId, "Qx7z"]) },
  });
  return "Qx7z";
}

describe("account deletion", () => {
  it("needs a session and the captcha", async () => {
    expect((await call(destroyCaptcha, "GET", "/api/destoryCaptcha")).status).toBe(401);
    const me = await signUpVerified("keep");
    await knownCaptcha(me.token, me.userId);
    const empty = await call(unregister, "POST", "/api/users/unregister", {
      token: me.token,
      body: { captchaCode: "" },
    });
    expect(empty.json.message).toContain("Captcha is required");
    const wrong = await call(unregister, "POST", "/api/users/unregister", {
      token: me.token,
      body: { captchaCode: "Zzzz" },
    });
    expect(wrong.json.code).toBe(100007);
    expect(await db.user.count({ where: { id: me.userId } })).toBe(1);
  });

  it("deletes the user with resumes and ledgers, clears the cookie and ends the session", async () => {
    const me = await signUpVerified("delete");
    await db.resume.create({ data: { userId: me.userId, name: "CV", data: {}, config: {} } });
    const captchaCode = await knownCaptcha(me.token, me.userId);
    const result = await call(unregister, "POST", "/api/users/unregister", { token: me.token, body: { captchaCode } });
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/^x-cid=;.*Max-Age=0/i);
    expect(await db.user.count({ where: { id: me.userId } })).toBe(0);
    expect(await db.resume.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.tokenRecord.count({ where: { userId: me.userId } })).toBe(0);
    expect((await call(current, "GET", "/api/user/current", { token: me.token })).status).toBe(401);
  });
});
