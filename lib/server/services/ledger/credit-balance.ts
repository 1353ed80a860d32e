// Adds voucher cents to one currency's balance inside the caller's transaction: the balance rises and its ADD row is
// written together, the row carrying that currency and the balance the increment returned. A repeated
// (type, reference) fails on the ledger's unique key (P2002).
import "server-only";
import type { BalanceType, Prisma } from "@/generated/prisma/client";
import type { Currency } from "@/lib/shared/pricing/plans";
import { voucherBalanceColumn, voucherBalances } from "@/lib/server/pricing/voucher-balances";

type Input = { userId: string; type: BalanceType; currency: Currency; amountCents: number; reference: string };

export async function creditBalance(
  tx: Prisma.TransactionClient,
  { userId, type, currency, amountCents, reference }: Input,
): Promise<number> {
  const updated = await tx.user.update({
    where: { id: userId },
    data: { [voucherBalanceColumn(currency)]: { increment: amountCents } },
    select: { balanceCents: true, balanceUsdCents: true },
  });
  const balanceAfterCents = voucherBalances(updated)[currency];
  await tx.balanceRecord.create({
    data: { userId, type, operation: "ADD", currency, amountCents, balanceAfterCents, reference },
  });
  return balanceAfterCents;
}
