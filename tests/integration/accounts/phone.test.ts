// GET /api/captcha, POST /api/users/genVeriCode, /loginByPhoneNumber, /bindPhoneNumber.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as captcha } from "@/app/api/captcha/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as bindPhone } from "@/app/api/users/bindPhoneNumber/route";
import { POST as genVeriCode } from "@/app/api/users/genVeriCode/route";
import { POST as loginByPhone } from "@/app/api/users/loginByPhoneNumber/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { getDb } from "@/lib/server/db";
import { readOutbox } from "@/lib/server/mail/outbox";
import { signUpVerified } from "./flows";
import { call, tokenOf } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

let phoneCounter = 0;
const uniquePhone = (): string =>
  `139${String(Date.now() % 1e6).padStart(6, "0")}${String(++phoneCounter).padStart(2, "0")}`;

/** GET the captcha like the page, then put a known answer on the row the server just made (only its hash is stored). */
async function solvedCaptcha(phone: string): Promise<string> {
  const result = await call(captcha, "GET", `/api/captcha?sms=1&number=${phone}`);
  expect(result.json.data).toMatch(/^<svg/);
  const row = await db.captcha.findFirstOrThrow({
    where: { target: phone, purpose: "SMS" },
    orderBy: { createdAt: "desc" },
  });
  await db.captcha.update({
    where: { id: row.id },
    data: { answerHash: hashSecret(["captcha", "SMS", phone, "Ab3d"]) },
  });
  return "Ab3d";
}

async function smsCodeFor(phone: string): Promise<string> {
  const [sms] = (await readOutbox(1000)).filter((m) => m.channel === "sms" && m.to === phone);
  const code = sms?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

describe("phone login", () => {
  it.each([
    // Answered in the request's language (English here); the /ch form shows 手机号码不能为空 and 手机格式不正确.
    [{ phoneNumber: "" }, "Phone number must not be empty"],
    [{ phoneNumber: "12345678901" }, "Invalid phone number"],
    [{ captchaCode: "" }, "Captcha is required"],
    [{ captchaCode: "abc" }, "Captcha should be 4 characters long"],
  ])("genVeriCode refuses %j", async (override, message) => {
    const result = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: "13800138000", captchaCode: "Ab3d", ...override },
    });
    expect(result.status).toBe(400);
    expect(result.json.message).toContain(message);
  });

  it("needs the captcha, which is case sensitive and single use", async () => {
    const phone = uniquePhone();
    await solvedCaptcha(phone);
    const wrongCase = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: "ab3d" },
    });
    expect(wrongCase.json.code).toBe(100007);
    // The wrong try spent it: the right answer no longer works either.
    const spent = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: "Ab3d" },
    });
    expect(spent.json.code).toBe(100007);
  });

  it("refuses an expired captcha", async () => {
    const phone = uniquePhone();
    const answer = await solvedCaptcha(phone);
    await db.captcha.updateMany({ where: { target: phone }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(
      (await call(genVeriCode, "POST", "/api/users/genVeriCode", { body: { phoneNumber: phone, captchaCode: answer } }))
        .json.code,
    ).toBe(100007);
  });

  it("sends a 4-digit code, with a 60 s cooldown, that signs in a new phone account once", async () => {
    const phone = uniquePhone();
    const sent = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: await solvedCaptcha(phone) },
    });
    expect(sent.json).toEqual({ code: 0, data: null });
    const again = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: await solvedCaptcha(phone) },
    });
    expect(again.status).toBe(429);

    const veriCode = await smsCodeFor(phone);
    const short = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      body: { phoneNumber: phone, veriCode: "123" },
    });
    expect(short.json.message).toContain("The code must be 4 characters");
    const signedIn = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      body: { phoneNumber: phone, veriCode },
    });
    expect(signedIn.status).toBe(200);
    const me = await call(current, "GET", "/api/user/current", { token: tokenOf(signedIn) });
    expect(me.json.data).toMatchObject({ cellphone: phone, type: "phone", token: 5000 });
    const reused = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      body: { phoneNumber: phone, veriCode },
    });
    expect(reused.json.code).toBe(100003);
  });

  it("binds a number to the signed-in user, and refuses a number bound to someone else", async () => {
    const me = await signUpVerified("bind");
    const phone = uniquePhone();
    await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: await solvedCaptcha(phone) },
    });
    const bound = await call(bindPhone, "POST", "/api/users/bindPhoneNumber", {
      token: me.token,
      body: { phoneNumber: phone, veriCode: await smsCodeFor(phone) },
    });
    expect(bound.json.data).toMatchObject({ _id: me.userId, cellphone: phone });

    const other = await signUpVerified("bind-other");
    await db.verificationCode.updateMany({
      where: { target: phone },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: await solvedCaptcha(phone) },
    });
    const taken = await call(bindPhone, "POST", "/api/users/bindPhoneNumber", {
      token: other.token,
      body: { phoneNumber: phone, veriCode: await smsCodeFor(phone) },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe(100008);
    expect(
      (await call(bindPhone, "POST", "/api/users/bindPhoneNumber", { body: { phoneNumber: phone, veriCode: "1234" } }))
        .status,
    ).toBe(401);
  });
});

// Issue 21 item 9/10: /ch/signup's phone tab and /ch/login's phone tab share loginByPhoneNumber, the one way a phone
// account is born; creating one on /ch needs the ticked agreement.
describe("phone sign-up on /ch", () => {
  const zh = { "x-locale": "zh" };
  async function sendCode(phone: string): Promise<string> {
    await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: await solvedCaptcha(phone) },
    });
    return smsCodeFor(phone);
  }

  it("refuses a new number without the agreement, keeps the code usable, and creates the account with it", async () => {
    const phone = uniquePhone();
    const veriCode = await sendCode(phone);
    const wrong = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode: veriCode === "0000" ? "1111" : "0000" },
    });
    // A wrong code says only that: whether the number has an account is not told to someone without its code.
    expect(wrong.json.code).toBe(100003);
    const refused = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe(100010);
    expect(refused.cookie).toBeNull();
    expect(await db.user.count({ where: { cellphone: phone } })).toBe(0);

    const inviter = await signUpVerified("phone-inviter");
    const before = new Date();
    const created = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode, agreedToTerms: true, inviterID: inviter.userId },
    });
    expect(created.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { cellphone: phone } });
    expect(user).toMatchObject({ type: "PHONE", nickName: `用户${phone.slice(-4)}`, email: null, tokenBalance: 5000 });
    // The referral link's voucher, as for an e-mail sign-up on /ch.
    expect(user).toMatchObject({ inviterId: inviter.userId, balanceCents: 500 });
    expect(user.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // Used once.
    const reused = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode, agreedToTerms: true },
    });
    expect(reused.json.code).toBe(100003);
  });

  it("signs an existing phone account in without asking again, and keeps its first agreement time", async () => {
    const phone = uniquePhone();
    const first = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode: await sendCode(phone), agreedToTerms: true },
    });
    expect(first.status).toBe(200);
    const { termsAcceptedAt } = await db.user.findUniqueOrThrow({ where: { cellphone: phone } });
    await db.verificationCode.updateMany({
      where: { target: phone },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    const again = await call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", {
      headers: zh,
      body: { phoneNumber: phone, veriCode: await sendCode(phone) },
    });
    expect(again.status).toBe(200);
    expect(await db.user.count({ where: { cellphone: phone } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { cellphone: phone } })).termsAcceptedAt).toEqual(termsAcceptedAt);
  });
});
