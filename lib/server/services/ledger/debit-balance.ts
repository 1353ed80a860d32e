// Takes voucher cents from one currency's balance inside the caller's transaction, after lockUser: up to `maxCents`
// (never below zero) leave the balance with their SUBTRACT row, so two orders racing on one balance each see what the
// other left. OUTCOME: an order's voucher (docs/product.md §9; a voucher of the other currency is never touched, issue
// 20); REFERRAL_REVERSAL: an inviter's credit taken back with its refunded order.
import "server-only";
import type { BalanceType, Prisma } from "@/generated/prisma/client";
import type { Currency } from "@/lib/shared/pricing/plans";
import { voucherBalanceColumn, voucherBalances } from "@/lib/server/pricing/voucher-balances";

type Input = {
  userId: string;
  type: Extract<BalanceType, "OUTCOME" | "REFERRAL_REVERSAL">;
  currency: Currency;
  maxCents: number;
  reference: string;
  /** All of `maxCents` or nothing (a late payment takes back exactly the voucher its order held). */
  exact?: boolean;
};

/** Returns the cents taken (0 when the balance is empty, or short of `maxCents` with `exact`). */
export async function debitBalance(
  tx: Prisma.TransactionClient,
  { userId, type, currency, maxCents, reference, exact = false }: Input,
): Promise<number> {
  const column = voucherBalanceColumn(currency);
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { balanceCents: true, balanceUsdCents: true },
  });
  const available = voucherBalances(user)[currency];
  if (exact && available < maxCents) return 0;
  const amount = Math.min(available, maxCents);
  if (amount <= 0) return 0;
  const [updated] = await tx.user.updateManyAndReturn({
    where: { id: userId, [column]: { gte: amount } },
    data: { [column]: { decrement: amount } },
    select: { balanceCents: true, balanceUsdCents: true },
  });
  if (!updated) return 0;
  await tx.balanceRecord.create({
    data: {
      userId,
      type,
      operation: "SUBTRACT",
      currency,
      amountCents: amount,
      balanceAfterCents: voucherBalances(updated)[currency],
      reference,
    },
  });
  return amount;
}
