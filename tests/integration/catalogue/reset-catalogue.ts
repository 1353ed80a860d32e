// Empties the catalogue (and the seeded users with their resumes) so each test starts from a fresh database state.
import type { PrismaClient } from "@/generated/prisma/client";

export async function resetCatalogue(client: PrismaClient): Promise<void> {
  await client.example.deleteMany({});
  await client.category.deleteMany({});
  await client.user.deleteMany({ where: { userName: { startsWith: "catalogue-" } } });
  await client.template.deleteMany({});
}
