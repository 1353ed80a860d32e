// POST /api/users, /api/users/verifyEmail, /api/users/sendVerifyEmail, GET /api/user/checkInviter, GET /api/altcha.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as checkInviter } from "@/app/api/user/checkInviter/route";
import { POST as signUp } from "@/app/api/users/route";
import { POST as sendVerifyEmail } from "@/app/api/users/sendVerifyEmail/route";
import { POST as verifyEmail } from "@/app/api/users/verifyEmail/route";
import { getDb } from "@/lib/server/db";
import { PASSWORD, signUpVerified } from "./flows";
import { call, lastCodeFor, mailsTo, solvedAltcha, uniqueEmail } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const validBody = async (email: string) => ({ name: "Ada", email, password: PASSWORD, altcha: await solvedAltcha() });

describe("POST /api/users (sign-up)", () => {
  it.each([
    [{ name: "" }, "Name must not be empty"],
    [{ email: "" }, "Email must not be empty"],
    [{ email: "not-an-address" }, "Invalid email address"],
    [{ password: "" }, "Password must not be empty"],
    [
      { password: "short1A" },
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
    [
      { password: "alllowercase1" },
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
    [
      { password: "ALLUPPERCASE1" },
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
    [
      { password: "NoDigitsHere" },
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
    [{ altcha: "" }, "Please complete the human check"],
  ])("refuses %j with the docs/product.md §5 message and creates nothing", async (override, message) => {
    const email = uniqueEmail("invalid");
    const result = await call(signUp, "POST", "/api/users", { body: { ...(await validBody(email)), ...override } });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe(200002);
    // docs/product.md §8 clients show the message as it is: exactly the form's sentence, no "Invalid request body:
    // email: " prefix.
    expect(result.json.message).toBe(message);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a forged or reused bot challenge", async () => {
    const email = uniqueEmail("bot");
    const forged = await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(email)), altcha: Buffer.from("{}").toString("base64") },
    });
    expect(forged.json).toMatchObject({ code: 100005 });
    const altcha = await solvedAltcha();
    expect((await call(signUp, "POST", "/api/users", { body: { ...(await validBody(email)), altcha } })).status).toBe(
      200,
    );
    const replay = await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(uniqueEmail("bot2"))), altcha },
    });
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe(100005);
  });

  it("creates an unverified user with 5,000 tokens as a ledger row and mails a 6-digit code", async () => {
    const email = uniqueEmail("new");
    const result = await call(signUp, "POST", "/api/users", { body: await validBody(email) });
    expect(result.json).toEqual({ code: 0, data: { email } });
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      include: { tokenRecords: true, balanceRecords: true },
    });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.tokenBalance).toBe(5000);
    expect(user.tokenRecords).toEqual([
      expect.objectContaining({ type: "INITIAL", operation: "ADD", amount: 5000, balanceAfter: 5000 }),
    ]);
    expect(user.balanceRecords).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain("verification code");
    expect(mail?.html).toContain(await lastCodeFor(email));
    const stored = await db.verificationCode.findFirstOrThrow({ where: { target: email } });
    expect(stored.codeHash).not.toContain(await lastCodeFor(email));
  });

  it("mails in Chinese for the Chinese site", async () => {
    const email = uniqueEmail("zh");
    await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(email)), agreedToTerms: true },
      headers: { "x-locale": "zh" },
    });
    expect((await mailsTo(email))[0]?.subject).toContain("验证码");
  });

  it("gives an invitee a 500-cent voucher and shows the inviter on the referral link", async () => {
    const inviter = await signUpVerified("inviter", { name: "Grace" });
    const check = await call(checkInviter, "GET", `/api/user/checkInviter?inviter=${inviter.userId}`);
    expect(check.json.data).toEqual({ isValid: true, nickName: "Grace", avatar: null });
    const unknown = await call(checkInviter, "GET", "/api/user/checkInviter?inviter=nobody");
    expect(unknown.json.data).toMatchObject({ isValid: false });

    // The voucher is in the currency of the site signed up on (issue 20): yuan on /ch, dollars on /.
    const email = uniqueEmail("invitee");
    await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(email)), inviterID: inviter.userId, agreedToTerms: true },
      headers: { "x-locale": "zh" },
    });
    const invitee = await db.user.findUniqueOrThrow({ where: { email }, include: { balanceRecords: true } });
    expect(invitee.inviterId).toBe(inviter.userId);
    expect(invitee).toMatchObject({ balanceCents: 500, balanceUsdCents: 0 });
    expect(invitee.balanceRecords).toEqual([
      expect.objectContaining({ type: "INITIAL", currency: "CNY", amountCents: 500, balanceAfterCents: 500 }),
    ]);
    const enEmail = uniqueEmail("invitee-en");
    await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(enEmail)), inviterID: inviter.userId },
      headers: { "x-locale": "en" },
    });
    const enInvitee = await db.user.findUniqueOrThrow({ where: { email: enEmail }, include: { balanceRecords: true } });
    expect(enInvitee).toMatchObject({ balanceCents: 0, balanceUsdCents: 500 });
    expect(enInvitee.balanceRecords).toEqual([
      expect.objectContaining({ type: "INITIAL", currency: "USD", amountCents: 500, balanceAfterCents: 500 }),
    ]);
  });

  // Issue 21 item 10: the /ch form's unticked box "我已阅读并同意《用户协议》和《隐私政策》".
  it.each([
    ["without the field", {}],
    ["with it false", { agreedToTerms: false }],
  ])("refuses a Chinese sign-up %s, creates nothing and mails nothing", async (_, consent) => {
    const email = uniqueEmail("no-terms");
    const chinese: Record<string, string>[] = [{ "x-locale": "zh" }, { "accept-language": "zh-CN,zh;q=0.9" }];
    for (const headers of chinese) {
      const result = await call(signUp, "POST", "/api/users", {
        body: { ...(await validBody(email)), ...consent },
        headers,
      });
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ code: 100010 });
    }
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refuses a consent that is not a boolean", async () => {
    const result = await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(uniqueEmail("terms-type"))), agreedToTerms: "yes" },
      headers: { "x-locale": "zh" },
    });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe(200002);
  });

  it("records when the agreement was given: the Chinese box, or the English form's sentence", async () => {
    const before = new Date();
    const zhEmail = uniqueEmail("terms-zh");
    const zh = await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(zhEmail)), agreedToTerms: true },
      headers: { "x-locale": "zh" },
    });
    expect(zh.status).toBe(200);
    const enEmail = uniqueEmail("terms-en");
    const en = await call(signUp, "POST", "/api/users", {
      body: await validBody(enEmail),
      headers: { "x-locale": "en" },
    });
    expect(en.status).toBe(200);
    for (const email of [zhEmail, enEmail]) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
  });

  it("answers a registered address exactly like a new one and tells the owner instead", async () => {
    const { email } = await signUpVerified("taken");
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    const again = await call(signUp, "POST", "/api/users", {
      body: { ...(await validBody(email)), password: "Other1234" },
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ code: 0, data: { email } });
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await mailsTo(email))[0]?.subject).toContain("someone tried to sign up");
  });
});

describe("POST /api/users/verifyEmail", () => {
  it("needs a 6-digit code", async () => {
    const result = await call(verifyEmail, "POST", "/api/users/verifyEmail", {
      body: { email: "a@example.test", veriCode: "12345" },
    });
    expect(result.json.message).toContain("Verify code must be 6-digit code");
  });

  it("verifies once, signs in with an x-cid cookie, and refuses the code when reused", async () => {
    const email = uniqueEmail("verify");
    await call(signUp, "POST", "/api/users", { body: await validBody(email) });
    const veriCode = await lastCodeFor(email);
    const result = await call(verifyEmail, "POST", "/api/users/verifyEmail", { body: { email, veriCode } });
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({ token: expect.any(String) });
    expect(result.cookie).toMatch(/^x-cid=[^;]+;.*HttpOnly/i);
    expect(result.cookie).toMatch(/SameSite=lax/i);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    const reused = await call(verifyEmail, "POST", "/api/users/verifyEmail", { body: { email, veriCode } });
    expect(reused.json).toMatchObject({ code: 100003, message: "The code is wrong or has expired" });
  });

  it("kills the code after 5 wrong tries", async () => {
    const email = uniqueEmail("tries");
    await call(signUp, "POST", "/api/users", { body: await validBody(email) });
    const veriCode = await lastCodeFor(email);
    const wrong = veriCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(verifyEmail, "POST", "/api/users/verifyEmail", { body: { email, veriCode: wrong } })).json.code,
      ).toBe(100003);
    }
    expect((await call(verifyEmail, "POST", "/api/users/verifyEmail", { body: { email, veriCode } })).json.code).toBe(
      100003,
    );
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("expired");
    await call(signUp, "POST", "/api/users", { body: await validBody(email) });
    await db.verificationCode.updateMany({
      where: { target: email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const result = await call(verifyEmail, "POST", "/api/users/verifyEmail", {
      body: { email, veriCode: await lastCodeFor(email) },
    });
    expect(result.json.code).toBe(100003);
  });

  it("limits code checks per IP with 429", async () => {
    const ip = "203.0.113.77";
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await call(verifyEmail, "POST", "/api/users/verifyEmail", {
          body: { email: "x@example.test", veriCode: "123456" },
          ip,
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("POST /api/users/sendVerifyEmail", () => {
  it("sends a new code after the cooldown only, with the same answer for unknown addresses", async () => {
    const email = uniqueEmail("resend");
    await call(signUp, "POST", "/api/users", { body: await validBody(email) });
    const first = await call(sendVerifyEmail, "POST", "/api/users/sendVerifyEmail", { body: { email } });
    expect(first.status).toBe(200);
    const second = await call(sendVerifyEmail, "POST", "/api/users/sendVerifyEmail", { body: { email } });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(1);

    const unknown = await call(sendVerifyEmail, "POST", "/api/users/sendVerifyEmail", {
      body: { email: uniqueEmail("nobody") },
    });
    expect(unknown.json).toEqual(first.json);
  });
});
