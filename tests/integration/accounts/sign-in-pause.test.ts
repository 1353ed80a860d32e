// Ten wrong passwords pause sign-in per (account, client address), not for the account everywhere, and the owner's
// mailed link ends the pause (issue 11 item 10).
import { afterAll, describe, expect, it, jest } from "@jest/globals";
import { POST as signin } from "@/app/api/signin/route";
import { POST as unlock } from "@/app/api/users/unlockSignIn/route";
import { getDb } from "@/lib/server/db";
import { SIGN_IN_FAILURE_LIMIT } from "@/lib/server/services/users/count-sign-in-attempt";
import { PASSWORD, signUpVerified } from "./flows";
import { call, mailsTo, solvedAltcha, uniqueEmail } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

let addressCounter = 0;
const address = (): string => `203.0.114.${++addressCounter}`;

// Each attempt solves a real proof of work (lib/server/captcha/altcha.ts: 1,500–4,500 PBKDF2 rounds of cost 100) and
// checks a password hash; a case makes 11–21 of them in a row. Beside the browser tests (load 13 in CI) the 19
// attempts of the last case took over 60 s, so each case gets a cap of 180 s; every step still waits for its answer.
jest.setTimeout(180_000);

const attempt = async (email: string, password: string, ip: string) =>
  call(signin, "POST", "/api/signin", { body: { email, password, altcha: await solvedAltcha() }, ip });

async function unlockMails(email: string) {
  return (await mailsTo(email)).filter((mail) => mail.text.includes("/unlock-sign-in?"));
}

describe("sign-in pause per (account, client address)", () => {
  it("ten wrong passwords from A pause A only; the owner signs in from B; the mailed link ends the pause at A, once", async () => {
    const { email } = await signUpVerified("paused");
    const [a, b] = [address(), address()];
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++)
      expect((await attempt(email, "Wrong1234", a)).json.code).toBe(100002);

    const pausedRight = await attempt(email, PASSWORD, a);
    expect(pausedRight.status).toBe(429);
    expect(pausedRight.json.code).toBe(100020);
    expect(Number(pausedRight.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await attempt(email, PASSWORD, b)).status).toBe(200);

    const mails = await unlockMails(email);
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/unlock-sign-in");
    const body = { id: link.searchParams.get("id"), token: link.searchParams.get("token") };
    expect(
      (await call(unlock, "POST", "/api/users/unlockSignIn", { body: { ...body, token: "x".repeat(43) } })).json.code,
    ).toBe(100021);
    expect((await call(unlock, "POST", "/api/users/unlockSignIn", { body })).status).toBe(200);
    expect((await call(unlock, "POST", "/api/users/unlockSignIn", { body })).json.code).toBe(100021);
    expect((await attempt(email, PASSWORD, a)).status).toBe(200);
  });

  it("counts 20 parallel wrong passwords exactly: ten are checked, ten refused, one pause, one mail", async () => {
    const { email } = await signUpVerified("parallel");
    const a = address();
    const challenges = await Promise.all(Array.from({ length: 20 }, () => solvedAltcha()));
    const results = await Promise.all(
      challenges.map((altcha) =>
        call(signin, "POST", "/api/signin", { body: { email, password: "Wrong1234", altcha }, ip: a }),
      ),
    );
    const codes = results.map((result) => result.json.code);
    expect(codes.filter((code) => code === 100002)).toHaveLength(SIGN_IN_FAILURE_LIMIT);
    expect(codes.filter((code) => code === 100020)).toHaveLength(20 - SIGN_IN_FAILURE_LIMIT);
    const row = await db.signInThrottle.findUniqueOrThrow({
      where: { email_clientAddress: { email, clientAddress: a } },
    });
    expect(row.failures).toBe(20);
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await unlockMails(email)).toHaveLength(1);
    expect((await attempt(email, PASSWORD, a)).json.code).toBe(100020);
  });

  it("treats an unknown address the same, and mails nobody", async () => {
    const ghost = uniqueEmail("ghost-pause");
    const a = address();
    const codes: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURE_LIMIT; i++) codes.push((await attempt(ghost, "Wrong1234", a)).json.code);
    expect(codes).toEqual([...Array<number>(SIGN_IN_FAILURE_LIMIT).fill(100002), 100020]);
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it("starts the count again after the right password", async () => {
    const { email } = await signUpVerified("recount");
    const a = address();
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++) await attempt(email, "Wrong1234", a);
    expect((await attempt(email, PASSWORD, a)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++)
      expect((await attempt(email, "Wrong1234", a)).json.code).toBe(100002);
  });
});
