// One transaction under the user's row lock (lock-user.ts), taken first: the shape of every change that must see the
// user's balances, running AI tasks or resume count as they stay until commit.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { LOCK_TX_OPTIONS, lockUser } from "./lock-user";

export function withUserLock<T>(userId: string, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    return work(tx);
  }, LOCK_TX_OPTIONS);
}
