// The voucher balance pays first (SPEC §9): up to `maxCents` of the order's currency leaves that balance with its
// OUTCOME row, in the caller's transaction and after lockUser, so two orders racing on one balance each see what the
// other left. A voucher of the other currency is never touched (issue 20).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Currency } from "@/lib/pricing/plans";
import { voucherBalanceColumn, voucherBalances } from "@/lib/pricing/voucher-balances";

type Input = {
  userId: string;
  currency: Currency;
  maxCents: number;
  reference: string;
  /** All of `maxCents` or nothing (a late payment takes back exactly the voucher its order held). */
  exact?: boolean;
};

/** Returns the cents taken (0 when the balance is empty, or short of `maxCents` with `exact`). */
export async function takeVoucher(
  tx: Prisma.TransactionClient,
  { userId, currency, maxCents, reference, exact = false }: Input,
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
      type: "OUTCOME",
      operation: "SUBTRACT",
      currency,
      amountCents: amount,
      balanceAfterCents: voucherBalances(updated)[currency],
      reference,
    },
  });
  return amount;
}
