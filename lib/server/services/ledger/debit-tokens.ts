// Takes tokens inside the caller's transaction: the balance falls and its SUBTRACT row is written together, carrying
// the balance the conditional decrement returned, so concurrent movements never take it below zero. `exact` (a
// reservation): all of `amount` or nothing, without a look first; otherwise (an extra charge at settlement, a
// reversal) as much of `amount` as the balance holds, which the caller's lockUser keeps from moving meanwhile.
import "server-only";
import type { Prisma, TokenType } from "@/generated/prisma/client";

type Input = { userId: string; type: TokenType; amount: number; reference: string; exact?: boolean };

/** The tokens taken and the balance after; null when nothing was taken (nothing changed). */
export async function debitTokens(
  tx: Prisma.TransactionClient,
  { userId, type, amount, reference, exact = false }: Input,
): Promise<{ taken: number; balance: number } | null> {
  const held = exact
    ? amount
    : (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { tokenBalance: true } })).tokenBalance;
  const taken = Math.min(amount, held);
  if (taken <= 0) return null;
  const [user] = await tx.user.updateManyAndReturn({
    where: { id: userId, tokenBalance: { gte: taken } },
    data: { tokenBalance: { decrement: taken } },
    select: { tokenBalance: true },
  });
  if (!user) return null;
  await tx.tokenRecord.create({
    data: { userId, type, operation: "SUBTRACT", amount: taken, balanceAfter: user.tokenBalance, reference },
  });
  return { taken, balance: user.tokenBalance };
}
