// canCreateVariant as services apply it: inside a transaction under the user's row lock (createResumeForUser,
// convertToVariant), so concurrent creates of one user cannot count past a limit together.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { canCreateVariant } from "./can-create-variant";
import type { Membership } from "./membership";

export async function assertCanCreateVariant(
  actor: Membership,
  userId: string,
  masterId: string,
  tx: Prisma.TransactionClient,
): Promise<void> {
  const live = { userId, deletedAt: null };
  const [ofMaster, ofUser] = await Promise.all([
    tx.resume.count({ where: { ...live, variantOfId: masterId } }),
    tx.resume.count({ where: { ...live, variantOfId: { not: null } } }),
  ]);
  const refused = canCreateVariant(actor, { ofMaster, ofUser });
  if (refused) throw new AppError(refused);
}
