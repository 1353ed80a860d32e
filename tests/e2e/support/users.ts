// Seeds a user straight into the test database: a plan, and what else a journey needs (an address, a password to sign
// in through the form, the sign-up gift of tokens as sign-up writes it). Passwords are hashed as lib/server/auth/password.ts
// does (argon2id, @node-rs/argon2's defaults): that module is server-only, so Playwright's Node cannot import it.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { testDb } from "./db";

export type Plan = "regular" | "premium" | "lifetime" | "admin" | "lapsed";

/** What a new account is given (lib/server/services/users/create-user-with-gifts.ts). */
export const SIGN_UP_TOKENS = 5_000;

const DAY = 24 * 60 * 60 * 1000;

export type UserOptions = {
  /** A unique e2e-…@example.test address when not given. */
  email?: string;
  nickName?: string;
  /** Stored hashed, for journeys that sign in through the form. */
  password?: string;
  /** A balance with its INITIAL ledger row, as sign-up writes the gift (none when 0 or not given). */
  tokens?: number;
  /** The terms accepted, as after a sign-up. */
  termsAccepted?: boolean;
};

/** A verified e-mail account of `plan` (premium for 30 more days, lapsed a day ago). */
export async function seedUser(plan: Plan, options: UserOptions = {}) {
  const tokens = options.tokens ?? 0;
  const data = {
    email: options.email ?? `e2e-${randomUUID()}@example.test`,
    nickName: options.nickName ?? `Tester ${plan}`,
    emailVerifiedAt: new Date(),
    role: plan === "admin" ? ("ADMIN" as const) : ("USER" as const),
    isLifetime: plan === "lifetime",
    membershipEndsAt:
      plan === "premium" ? new Date(Date.now() + 30 * DAY) : plan === "lapsed" ? new Date(Date.now() - DAY) : null,
    ...(options.password ? { passwordHash: await hash(options.password) } : {}),
    ...(options.termsAccepted ? { termsAcceptedAt: new Date() } : {}),
    ...(tokens > 0 ? { tokenBalance: tokens } : {}),
  };
  return testDb().$transaction(async (tx) => {
    const user = await tx.user.create({ data });
    if (tokens > 0) {
      await tx.tokenRecord.create({
        data: {
          userId: user.id,
          type: "INITIAL",
          operation: "ADD",
          amount: tokens,
          balanceAfter: tokens,
          reference: user.id,
        },
      });
    }
    return user;
  });
}
