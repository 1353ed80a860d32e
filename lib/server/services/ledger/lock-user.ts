// Serialises the changes of one user inside a transaction (balances, tokens, membership, the AI task slots, the
// resume cap): the row lock is held until commit, so two orders, an order and a fulfilment, or two AI claims read and
// change the user one after the other. A user gone meanwhile (deleted) is UNAUTHORIZED and nothing changes.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";

export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw new AppError("UNAUTHORIZED");
}

/** Interactive transactions that wait on these locks: room to queue behind others (Prisma's default maxWait is 2 s). */
export const LOCK_TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
