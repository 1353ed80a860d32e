// Serialises money movements of one user inside a transaction: the row lock is held until commit, so two orders (or
// an order and a fulfilment) read and change the balance and the membership end one after the other.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw new Error(`user ${userId} does not exist`);
}

/** Interactive transactions that wait on these locks: room to queue behind others (Prisma's default maxWait is 2 s). */
export const MONEY_TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
