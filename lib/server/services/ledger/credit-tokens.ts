// Adds tokens inside the caller's transaction: the balance rises and its ADD row is written together (DESIGN §4),
// the row carrying the balance the increment returned, so concurrent movements each record the right figure.
import "server-only";
import type { Prisma, TokenType } from "@/generated/prisma/client";

type Input = { userId: string; type: TokenType; amount: number; reference: string };

/** Returns the balance after the credit. A repeated `(type, reference)` fails on the ledger's unique key (P2002). */
export async function creditTokens(
  tx: Prisma.TransactionClient,
  { userId, type, amount, reference }: Input,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`token credit must be a positive whole number, got ${amount}`);
  const { tokenBalance } = await tx.user.update({
    where: { id: userId },
    data: { tokenBalance: { increment: amount } },
    select: { tokenBalance: true },
  });
  await tx.tokenRecord.create({
    data: { userId, type, operation: "ADD", amount, balanceAfter: tokenBalance, reference },
  });
  return tokenBalance;
}
