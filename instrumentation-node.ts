// A bad configuration stops the start with a message naming the variable and what it expects.
import { env, EnvError } from "@/lib/server/env";

try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}

// Seed the catalogue (docs/decisions.md): awaited, so the first request already sees it. A failure is logged at
// error level and the server runs on; the catalogue is then whatever the database holds.
async function seedAtStart(): Promise<void> {
  const { logger } = await import("@/lib/server/logger");
  try {
    const { seedCatalogue } = await import("@/lib/server/services/catalogue/seed-catalogue");
    const startedAt = performance.now();
    const result = await seedCatalogue();
    logger.info({ ...result, ms: Math.round(performance.now() - startedAt) }, "catalogue ready");
  } catch (error) {
    logger.error({ err: error }, "catalogue seed failed; serving the catalogue the database holds");
    return;
  }
  // The extraction threads' parser, compiled once before the first upload needs it (lib/server/extract/warm-parser.ts).
  void import("@/lib/server/extract/warm-parser")
    .then(({ warmParser }) => warmParser())
    .catch((error: unknown) => logger.warn({ err: error }, "parser not warmed"));
  // Template and example covers render as one job a few seconds after start, once across instances (lib/server/jobs/).
  void import("@/lib/server/jobs/enqueue-catalogue-covers")
    .then(({ enqueueCatalogueCovers }) => enqueueCatalogueCovers())
    .catch((error: unknown) => logger.warn({ err: error }, "example covers not rendered"));
}

await seedAtStart();

// Order expiry, the stale AI-task sweep, the trash and rate-limit purges, covers and receipts run as pg-boss jobs
// on PostgreSQL, once across instances (lib/server/jobs/job-queues.ts, docs/operations.md "Jobs").
const { startJobs } = await import("@/lib/server/jobs/start-jobs");
await startJobs().catch(async (error: unknown) => {
  const { logger } = await import("@/lib/server/logger");
  logger.error({ err: error }, "job queues not started; sweeps, covers and receipts wait for the next start");
});
