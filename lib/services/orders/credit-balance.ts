// Adds voucher cents inside the caller's transaction: the balance rises and its ADD row is written together, the row
// carrying the balance the increment returned. A repeated (type, reference) fails on the ledger's unique key (P2002).
import "server-only";
import type { BalanceType, Prisma } from "@/generated/prisma/client";

type Input = { userId: string; type: BalanceType; amountCents: number; reference: string };

export async function creditBalance(
  tx: Prisma.TransactionClient,
  { userId, type, amountCents, reference }: Input,
): Promise<number> {
  const { balanceCents } = await tx.user.update({
    where: { id: userId },
    data: { balanceCents: { increment: amountCents } },
    select: { balanceCents: true },
  });
  await tx.balanceRecord.create({
    data: { userId, type, operation: "ADD", amountCents, balanceAfterCents: balanceCents, reference },
  });
  return balanceCents;
}
