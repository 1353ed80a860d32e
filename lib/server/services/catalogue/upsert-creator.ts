// A seeded example creator: a user without e-mail or password (nobody can sign in as them), found again by userName.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { creatorUserName } from "@/lib/server/catalogue/stable-uuid";
import type { SeedCreator } from "@/lib/server/catalogue/types";

export async function upsertCreator(tx: Prisma.TransactionClient, creator: SeedCreator): Promise<string> {
  const user = await tx.user.upsert({
    where: { userName: creatorUserName(creator.key) },
    create: { userName: creatorUserName(creator.key), nickName: creator.nickName, avatar: creator.avatar },
    // Never overwrite: an admin may have edited the profile since.
    update: {},
    select: { id: true },
  });
  return user.id;
}
