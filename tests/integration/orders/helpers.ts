// Buyers with a chosen voucher balance and membership, straight in the database; the ledger checks every suite ends on.
import { randomUUID } from "node:crypto";
import { expect } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { startSession } from "@/lib/server/services/sessions/start-session";
import type { TestUser } from "../resumes/helpers";

type BuyerOptions = {
  /** Yuan voucher balance. */
  balanceCents?: number;
  /** Dollar voucher balance. */
  balanceUsdCents?: number;
  membershipEndsAt?: Date | null;
  isLifetime?: boolean;
  inviterId?: string;
};

/** A signed-in user; a starting voucher balance comes with its INITIAL ledger row, as at sign-up. */
export async function seedBuyer(options: BuyerOptions = {}): Promise<TestUser> {
  const balance = options.balanceCents ?? 0;
  const balanceUsd = options.balanceUsdCents ?? 0;
  const user = await db.user.create({
    data: {
      email: `orders-${randomUUID()}@example.com`,
      nickName: "Buyer",
      balanceCents: balance,
      balanceUsdCents: balanceUsd,
      membershipEndsAt: options.membershipEndsAt ?? null,
      isLifetime: options.isLifetime ?? false,
      inviterId: options.inviterId ?? null,
    },
  });
  for (const [currency, amount] of [
    ["CNY", balance],
    ["USD", balanceUsd],
  ] as const) {
    if (amount === 0) continue;
    await db.balanceRecord.create({
      data: {
        userId: user.id,
        // A sign-up gift in yuan; a dollar balance as earned by a referral (type and reference are unique together).
        type: currency === "CNY" ? "INITIAL" : "REFERRER",
        operation: "ADD",
        currency,
        amountCents: amount,
        balanceAfterCents: amount,
        reference: `${user.id}:${currency}`,
      },
    });
  }
  const sid = await startSession(user, { userAgent: null, clientAddress: null });
  const token = await encode({
    token: { sub: user.id, sessionVersion: user.sessionVersion, sid },
    secret: env().AUTH_SECRET ?? "",
  });
  return { id: user.id, token };
}

export const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

export const balanceRows = (userId: string) =>
  db.balanceRecord.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { type: true, operation: true, amountCents: true, balanceAfterCents: true, reference: true },
  });

/** The ledger rows with their currency. */
export const currencyRows = (userId: string) =>
  db.balanceRecord.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { type: true, operation: true, currency: true, amountCents: true, balanceAfterCents: true },
  });

/** Every cent and token is explained by a ledger row: the sums of the rows equal the balances. */
export async function expectLedgersBalanced(userId: string): Promise<void> {
  const user = await userRow(userId);
  const money = await db.balanceRecord.findMany({ where: { userId } });
  const tokens = await db.tokenRecord.findMany({ where: { userId } });
  const sum = (rows: { operation: string; amount: number }[]) =>
    rows.reduce((total, row) => total + (row.operation === "ADD" ? row.amount : -row.amount), 0);
  const moneyOf = (currency: string) =>
    sum(money.filter((row) => row.currency === currency).map((row) => ({ ...row, amount: row.amountCents })));
  // Each currency's rows explain its own balance (a voucher is never spent as the other currency).
  expect(moneyOf("CNY")).toBe(user.balanceCents);
  expect(moneyOf("USD")).toBe(user.balanceUsdCents);
  expect(money.every((row) => row.currency === "CNY" || row.currency === "USD")).toBe(true);
  expect(sum(tokens)).toBe(user.tokenBalance);
}

export const membershipTokenRows = (userId: string) =>
  db.tokenRecord.findMany({ where: { userId, type: "MEMBERSHIP" } });
