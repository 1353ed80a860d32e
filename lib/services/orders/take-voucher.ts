// The voucher balance pays first (SPEC §9): up to `maxCents` leaves the balance with its OUTCOME row, in the caller's
// transaction and after lockUser, so two orders racing on one balance each see what the other left.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";

type Input = { userId: string; maxCents: number; reference: string };

/** Returns the cents taken (0 when the balance is empty). */
export async function takeVoucher(
  tx: Prisma.TransactionClient,
  { userId, maxCents, reference }: Input,
): Promise<number> {
  const { balanceCents } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } });
  const amount = Math.min(balanceCents, maxCents);
  if (amount <= 0) return 0;
  const [user] = await tx.user.updateManyAndReturn({
    where: { id: userId, balanceCents: { gte: amount } },
    data: { balanceCents: { decrement: amount } },
    select: { balanceCents: true },
  });
  if (!user) return 0;
  await tx.balanceRecord.create({
    data: {
      userId,
      type: "OUTCOME",
      operation: "SUBTRACT",
      amountCents: amount,
      balanceAfterCents: user.balanceCents,
      reference,
    },
  });
  return amount;
}
