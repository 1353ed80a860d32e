// One row of the admin audit log, inside the transaction of the change it records: both commit or neither.
import "server-only";
import type { AdminAction, Prisma } from "@/generated/prisma/client";

type Entry = { adminId: string; action: AdminAction; targetUserId: string; details: Prisma.InputJsonObject };

export async function writeAuditLog(tx: Prisma.TransactionClient, entry: Entry): Promise<string> {
  const row = await tx.adminAuditLog.create({ data: entry, select: { id: true } });
  return row.id;
}
