// Buyers with a chosen voucher balance and membership, straight in the database; the ledger checks every suite ends on.
import { randomUUID } from "node:crypto";
import { expect } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { startSession } from "@/lib/services/sessions/start-session";
import type { TestUser } from "../resumes/helpers";

type BuyerOptions = {
  balanceCents?: number;
  membershipEndsAt?: Date | null;
  isLifetime?: boolean;
  inviterId?: string;
};

/** A signed-in user; a starting voucher balance comes with its INITIAL ledger row, as at sign-up. */
export async function seedBuyer(options: BuyerOptions = {}): Promise<TestUser> {
  const balance = options.balanceCents ?? 0;
  const user = await db.user.create({
    data: {
      email: `orders-${randomUUID()}@example.com`,
      nickName: "Buyer",
      balanceCents: balance,
      membershipEndsAt: options.membershipEndsAt ?? null,
      isLifetime: options.isLifetime ?? false,
      inviterId: options.inviterId ?? null,
    },
  });
  if (balance > 0) {
    await db.balanceRecord.create({
      data: {
        userId: user.id,
        type: "INITIAL",
        operation: "ADD",
        amountCents: balance,
        balanceAfterCents: balance,
        reference: user.id,
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

/** Every cent and token is explained by a ledger row: the sums of the rows equal the balances. */
export async function expectLedgersBalanced(userId: string): Promise<void> {
  const user = await userRow(userId);
  const money = await db.balanceRecord.findMany({ where: { userId } });
  const tokens = await db.tokenRecord.findMany({ where: { userId } });
  const sum = (rows: { operation: string; amount: number }[]) =>
    rows.reduce((total, row) => total + (row.operation === "ADD" ? row.amount : -row.amount), 0);
  expect(sum(money.map((row) => ({ operation: row.operation, amount: row.amountCents })))).toBe(user.balanceCents);
  expect(sum(tokens)).toBe(user.tokenBalance);
}

export const membershipTokenRows = (userId: string) =>
  db.tokenRecord.findMany({ where: { userId, type: "MEMBERSHIP" } });
