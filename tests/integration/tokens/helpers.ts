// Users with a chosen token balance and AI tasks to reserve for, straight in the database.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";

export async function seedTokenUser(tokenBalance: number): Promise<string> {
  const user = await db.user.create({
    data: { email: `tokens-${randomUUID()}@example.com`, nickName: "Ledger", tokenBalance },
  });
  return user.id;
}

export async function seedTask(userId: string): Promise<string> {
  const task = await db.aiTask.create({ data: { userId, kind: "GENERATE", input: { keyword: "Nurse" } } });
  return task.id;
}

export async function balanceOf(userId: string): Promise<number> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { tokenBalance: true } })).tokenBalance;
}

/** Sum of the user's ledger rows, ADD positive and SUBTRACT negative. */
export async function ledgerSum(userId: string): Promise<number> {
  const rows = await db.tokenRecord.findMany({ where: { userId }, select: { operation: true, amount: true } });
  return rows.reduce((sum, row) => sum + (row.operation === "ADD" ? row.amount : -row.amount), 0);
}

export async function rowsOf(userId: string) {
  return db.tokenRecord.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { type: true, operation: true, amount: true, balanceAfter: true, reference: true },
  });
}
