// A task's reservation is its one consume row whose reference is the AiTask id (reserve-tokens.ts); an extra charge
// at settlement is referenced `<taskId>:extra`, a give-back is a REFUND row referenced `<taskId>`.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ConsumeTokenType } from "@/lib/shared/validations/tokens/token-record-dto";

export type TokenReservationRow = { type: ConsumeTokenType; amount: number; balanceAfter: number };

export async function findTokenReservation(
  client: Prisma.TransactionClient,
  userId: string,
  taskId: string,
): Promise<TokenReservationRow | null> {
  const row = await client.tokenRecord.findFirst({
    where: { userId, reference: taskId, operation: "SUBTRACT" },
    select: { type: true, amount: true, balanceAfter: true },
  });
  return row && { ...row, type: row.type as ConsumeTokenType };
}
