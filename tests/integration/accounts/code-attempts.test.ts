// The 5-try limit of e-mail codes, phone codes and reset links under concurrency (issue 11 item 3): counting a guess
// and checking it are one statement, so parallel guesses cannot read the same "attempts < 5" and all be compared.
import { afterAll, describe, expect, it } from "@jest/globals";
import type { CodePurpose } from "@/generated/prisma/client";
import { POST as signUp } from "@/app/api/users/route";
import { POST as loginByPhone } from "@/app/api/users/loginByPhoneNumber/route";
import { POST as resetPassword } from "@/app/api/users/resetPassword/route";
import { POST as verifyEmail } from "@/app/api/users/verifyEmail/route";
import { getDb } from "@/lib/server/db";
import { issueVerificationCode } from "@/lib/server/services/auth/issue-verification-code";
import { MAX_CODE_ATTEMPTS } from "@/lib/server/services/auth/consume-verification-code";
import { signUpVerified } from "./flows";
import { call, lastCodeFor, solvedAltcha, uniqueEmail, type CallResult } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const GUESSES = 100;
/** Where the right code sits among the parallel guesses: well after the fifth. */
const RIGHT_AT = new Set([20, 50, 99]);

type Kind = {
  purpose: CodePurpose;
  target: () => Promise<string>;
  code: (target: string) => Promise<string>;
  guess: (target: string, code: string) => Promise<CallResult>;
};

const wrongTo = (code: string): string => (code[0] === "1" ? "2" : "1") + code.slice(1);

let phoneCounter = 0;
const uniquePhone = (): string =>
  `139${String(Date.now() % 1e6).padStart(6, "0")}${String(++phoneCounter).padStart(2, "0")}`;

const kinds: Record<string, Kind> = {
  "e-mail codes": {
    purpose: "EMAIL_VERIFY",
    target: async () => {
      const email = uniqueEmail("guess");
      const created = await call(signUp, "POST", "/api/users", {
        body: { name: "G", email, password: "Secret123", altcha: await solvedAltcha() },
      });
      expect(created.status).toBe(200);
      return email;
    },
    code: (email) => lastCodeFor(email),
    guess: (email, veriCode) => call(verifyEmail, "POST", "/api/users/verifyEmail", { body: { email, veriCode } }),
  },
  "phone codes": {
    purpose: "SMS_LOGIN",
    target: async () => uniquePhone(),
    code: (phoneNumber) =>
      issueVerificationCode({ target: phoneNumber, purpose: "SMS_LOGIN", ttlMs: 5 * 60_000, kind: "digits4" }),
    guess: (phoneNumber, veriCode) =>
      call(loginByPhone, "POST", "/api/users/loginByPhoneNumber", { body: { phoneNumber, veriCode } }),
  },
  "password-reset links": {
    purpose: "PASSWORD_RESET",
    target: async () => (await signUpVerified("reset-guess")).email,
    code: (email) =>
      issueVerificationCode({ target: email, purpose: "PASSWORD_RESET", ttlMs: 30 * 60_000, kind: "link" }),
    guess: (email, token) =>
      call(resetPassword, "POST", "/api/users/resetPassword", { body: { email, token, password: "Newpass123" } }),
  },
};

async function attemptsOf(target: string, purpose: CodePurpose): Promise<number> {
  const row = await db.verificationCode.findFirstOrThrow({
    where: { target, purpose },
    orderBy: { createdAt: "desc" },
  });
  return row.attempts;
}

describe.each(Object.entries(kinds))("%s", (_name, kind) => {
  it(`records exactly ${MAX_CODE_ATTEMPTS} attempts for ${GUESSES} parallel wrong guesses, then refuses the right code`, async () => {
    const target = await kind.target();
    const code = await kind.code(target);
    const results = await Promise.all(Array.from({ length: GUESSES }, () => kind.guess(target, wrongTo(code))));
    expect(results.filter((result) => result.status === 200)).toHaveLength(0);
    expect(results.every((result) => result.status === 400)).toBe(true);
    expect(await attemptsOf(target, kind.purpose)).toBe(MAX_CODE_ATTEMPTS);
    expect((await kind.guess(target, code)).status).toBe(400);
  });

  it("never accepts the right code placed after the fifth of 100 parallel guesses", async () => {
    const target = await kind.target();
    const code = await kind.code(target);
    const results = await Promise.all(
      Array.from({ length: GUESSES }, (_, index) => kind.guess(target, RIGHT_AT.has(index) ? code : wrongTo(code))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(0);
    expect(await attemptsOf(target, kind.purpose)).toBe(MAX_CODE_ATTEMPTS);
  });

  it("accepts the right code used twice at once exactly once", async () => {
    const target = await kind.target();
    const code = await kind.code(target);
    const results = await Promise.all([kind.guess(target, code), kind.guess(target, code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect((await kind.guess(target, code)).status).toBe(400);
  });
});
