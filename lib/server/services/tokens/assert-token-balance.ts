// A look before an AI task is created: a balance that cannot cover its estimate gets docs/product.md §8's dialog at
// once, before any model call. Only a look: the reservation (reserve-tokens.ts) is what takes the tokens, atomically.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function assertTokenBalance(userId: string, amount: number): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { tokenBalance: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  if (user.tokenBalance < amount) throw new AppError("INSUFFICIENT_TOKENS");
}
