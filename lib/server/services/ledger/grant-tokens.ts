// Tokens from outside any AI task (docs/product.md §9): the sign-up gift, a membership's grant, a purchase. Idempotent
// by `(type, reference)` — the user id for INITIAL, the order id for MEMBERSHIP and PURCHASE — so a retried webhook or
// fulfilment grants once.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { GrantTokenType } from "@/lib/shared/validations/tokens/token-record-dto";
import { creditTokens } from "./credit-tokens";

type Input = { userId: string; type: GrantTokenType; amount: number; reference: string };
type TokenGrant = { isNew: boolean; balance: number };

/**
 * Pass `tx` to grant inside a larger transaction (e.g. with the account or order it belongs to). There, a grant that
 * races another with the same reference fails the whole transaction on the unique key; on its own, it answers the
 * existing grant instead.
 */
export async function grantTokens(input: Input, tx?: Prisma.TransactionClient): Promise<TokenGrant> {
  if (tx) return grantIn(tx, input);
  try {
    return await db.$transaction((own) => grantIn(own, input));
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    // The concurrent grant committed first: this run now finds it and adds nothing.
    return db.$transaction((own) => grantIn(own, input));
  }
}

async function grantIn(tx: Prisma.TransactionClient, input: Input): Promise<TokenGrant> {
  const earlier = await tx.tokenRecord.findUnique({
    where: { type_reference: { type: input.type, reference: input.reference } },
    select: { id: true },
  });
  if (earlier) {
    const { tokenBalance } = await tx.user.findUniqueOrThrow({
      where: { id: input.userId },
      select: { tokenBalance: true },
    });
    return { isNew: false, balance: tokenBalance };
  }
  return { isNew: true, balance: await creditTokens(tx, input) };
}
