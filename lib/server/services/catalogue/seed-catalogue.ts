// Seeds the catalogue at server start (instrumentation-node.ts). Templates are synced on every start; categories,
// creators and examples are written only into an empty catalogue (no Category row), so an admin's later edits are
// never overwritten. Everything runs in one transaction holding a transaction-level advisory lock: instances
// starting together queue on the lock, and the second one finds the catalogue already there.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { insertExamples } from "@/lib/server/services/catalogue/insert-examples";
import { syncTemplates } from "@/lib/server/services/catalogue/sync-templates";

/** Arbitrary constant naming this lock among the app's advisory locks. */
const CATALOGUE_SEED_LOCK = 740_113_901;

export type SeedCatalogueResult = { templates: number; examplesInserted: number };

export async function seedCatalogue(client: PrismaClient = getDb()): Promise<SeedCatalogueResult> {
  return client.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK}::bigint)`;
      const templateIds = await syncTemplates(tx);
      const isEmpty = (await tx.category.count()) === 0;
      const examplesInserted = isEmpty ? await insertExamples(tx, templateIds) : 0;
      return { templates: templateIds.size, examplesInserted };
    },
    // Waiting for another instance's seed happens inside the transaction, so allow for it.
    { maxWait: 30_000, timeout: 120_000 },
  );
}
