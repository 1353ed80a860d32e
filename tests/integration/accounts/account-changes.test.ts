// Settings: POST /api/user/password, POST /api/user/email and /api/user/email/confirm (issue 21 item 10).
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as signin } from "@/app/api/signin/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as confirmEmail } from "@/app/api/user/email/confirm/route";
import { POST as requestEmail } from "@/app/api/user/email/route";
import { POST as changePassword } from "@/app/api/user/password/route";
import { getDb } from "@/lib/server/db";
import { PASSWORD, signUpVerified } from "./flows";
import { call, lastCodeFor, mailsTo, solvedAltcha, tokenOf, uniqueEmail } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const signInWith = async (email: string, password: string) =>
  call(signin, "POST", "/api/signin", { body: { email, password, altcha: await solvedAltcha() } });

describe("change password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const me = await signUpVerified("pw-wrong");
    const result = await call(changePassword, "POST", "/api/user/password", {
      token: me.token,
      body: { currentPassword: "NotMine123", newPassword: "NewSecret9" },
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: 100030, message: "Your current password is not correct" });
    expect((await signInWith(me.email, PASSWORD)).status).toBe(200);
    expect((await call(current, "GET", "/api/user/current", { token: me.token })).status).toBe(200);
  });

  it("refuses a weak new password with the sign-up rule's message", async () => {
    const me = await signUpVerified("pw-weak");
    const result = await call(changePassword, "POST", "/api/user/password", {
      token: me.token,
      body: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(result.status).toBe(400);
    expect(result.json.message).toContain("at least 8 characters");
  });

  it("sets the new password, ends every other session and signs this browser in again", async () => {
    const me = await signUpVerified("pw-change");
    const other = await signInWith(me.email, PASSWORD);
    const result = await call(changePassword, "POST", "/api/user/password", {
      token: me.token,
      body: { currentPassword: PASSWORD, newPassword: "NewSecret9" },
    });
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/^x-cid=/);
    expect((await call(current, "GET", "/api/user/current", { token: me.token })).status).toBe(401);
    expect((await call(current, "GET", "/api/user/current", { token: tokenOf(other) })).status).toBe(401);
    expect((await call(current, "GET", "/api/user/current", { token: tokenOf(result) })).status).toBe(200);
    expect((await signInWith(me.email, PASSWORD)).status).toBe(400);
    expect((await signInWith(me.email, "NewSecret9")).status).toBe(200);
  });

  it("answers an account without a password as a wrong one", async () => {
    const me = await signUpVerified("pw-none");
    await db.user.update({ where: { id: me.userId }, data: { passwordHash: null } });
    const result = await call(changePassword, "POST", "/api/user/password", {
      token: me.token,
      body: { currentPassword: "Anything1", newPassword: "NewSecret9" },
    });
    expect(result.json.code).toBe(100030);
    expect((await call(current, "GET", "/api/user/current", { token: me.token })).json.data).toMatchObject({
      hasPassword: false,
    });
  });

  it("needs a session", async () => {
    const result = await call(changePassword, "POST", "/api/user/password", {
      body: { currentPassword: PASSWORD, newPassword: "NewSecret9" },
    });
    expect(result.status).toBe(401);
  });
});

const request = (token: string, body: object, headers?: Record<string, string>) =>
  call(requestEmail, "POST", "/api/user/email", { token, body, headers });
const confirm = (token: string, email: string, veriCode: string) =>
  call(confirmEmail, "POST", "/api/user/email/confirm", { token, body: { email, veriCode } });

describe("change e-mail", () => {
  it("changes the address only after the code mailed to it comes back", async () => {
    const me = await signUpVerified("mail-change");
    const next = uniqueEmail("mail-new");
    const asked = await request(me.token, { email: next, password: PASSWORD });
    expect(asked.json).toEqual({ code: 0, data: null });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.userId } })).email).toBe(me.email);

    const wrong = await confirm(me.token, next, "000000");
    expect(wrong.json.code).toBe(100003);
    const code = await lastCodeFor(next);
    const missing = await call(confirmEmail, "POST", "/api/user/email/confirm", {
      token: me.token,
      body: { email: next },
    });
    expect(missing.status).toBe(400);

    const done = await confirm(me.token, next, code);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ email: next });
    const user = await db.user.findUniqueOrThrow({ where: { id: me.userId } });
    expect(user.email).toBe(next);
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await signInWith(next, PASSWORD)).status).toBe(200);
    expect((await signInWith(me.email, PASSWORD)).status).toBe(400);
    // Spent: the same code does not work twice.
    expect((await confirm(me.token, next, code)).json.code).toBe(100003);
  });

  it("asks for the current password of an account that has one", async () => {
    const me = await signUpVerified("mail-pw");
    const next = uniqueEmail("mail-pw-new");
    expect((await request(me.token, { email: next })).json.code).toBe(100030);
    expect((await request(me.token, { email: next, password: "Wrong1234" })).json.code).toBe(100030);
    expect(await mailsTo(next)).toEqual([]);
  });

  it("does not ask an account without a password for one", async () => {
    const me = await signUpVerified("mail-nopw");
    await db.user.update({ where: { id: me.userId }, data: { passwordHash: null } });
    const next = uniqueEmail("mail-nopw-new");
    expect((await request(me.token, { email: next })).status).toBe(200);
    expect(await lastCodeFor(next)).toMatch(/^\d{6}$/);
  });

  it("answers a taken address like a free one, mails its owner a notice and no code", async () => {
    const owner = await signUpVerified("mail-owner");
    const me = await signUpVerified("mail-taker");
    const free = uniqueEmail("mail-free");
    const taken = await request(me.token, { email: owner.email, password: PASSWORD });
    const open = await request(me.token, { email: free, password: PASSWORD });
    expect(taken.status).toBe(200);
    expect(taken.json).toEqual(open.json);
    const [notice] = await mailsTo(owner.email);
    expect(notice?.subject).toContain("someone tried to move an account");
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    // Whatever code is guessed, the address stays the owner's.
    expect((await confirm(me.token, owner.email, "123456")).json.code).toBe(100003);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.userId } })).email).toBe(me.email);
  });

  it("refuses an address taken between the code and its use, once the code is proven", async () => {
    const me = await signUpVerified("mail-race");
    const next = uniqueEmail("mail-race-new");
    await request(me.token, { email: next, password: PASSWORD });
    const code = await lastCodeFor(next);
    await db.user.create({ data: { email: next, nickName: "late" } });
    const result = await confirm(me.token, next, code);
    expect(result.status).toBe(409);
    expect(result.json.code).toBe(100031);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.userId } })).email).toBe(me.email);
  });

  it("binds a code to the user who asked: another account cannot use it", async () => {
    const me = await signUpVerified("mail-bind");
    const stranger = await signUpVerified("mail-stranger");
    const next = uniqueEmail("mail-bind-new");
    await request(me.token, { email: next, password: PASSWORD });
    const code = await lastCodeFor(next);
    expect((await confirm(stranger.token, next, code)).json.code).toBe(100003);
  });

  it("accepts one of 20 concurrent uses of one code", async () => {
    const me = await signUpVerified("mail-concurrent");
    const next = uniqueEmail("mail-concurrent-new");
    await request(me.token, { email: next, password: PASSWORD });
    const code = await lastCodeFor(next);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(me.token, next, code)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 429)).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.userId } })).email).toBe(next);
  });

  it("limits requests: one a minute per address, five in ten minutes per user", async () => {
    const me = await signUpVerified("mail-limit");
    const next = uniqueEmail("mail-limit-new");
    expect((await request(me.token, { email: next, password: PASSWORD })).status).toBe(200);
    expect((await request(me.token, { email: next, password: PASSWORD })).status).toBe(429);
    expect(await mailsTo(next)).toHaveLength(1);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await request(me.token, { email: uniqueEmail("mail-limit-more"), password: PASSWORD })).status);
    }
    // The user's budget of five was already drawn on twice above.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("does nothing for the address the account already has", async () => {
    const me = await signUpVerified("mail-same");
    const before = (await mailsTo(me.email)).length;
    expect((await request(me.token, { email: me.email.toUpperCase(), password: PASSWORD })).status).toBe(200);
    expect(await mailsTo(me.email)).toHaveLength(before);
  });
});
