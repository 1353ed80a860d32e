// A bad configuration stops the start with a message naming the variable and what it expects.
import { env, EnvError } from "@/lib/server/env";

try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}

/** Seconds after start before template and example covers render: the print page they load must be served by then. */
const COVER_DELAY_MS = 10_000;

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
  const timer = setTimeout(() => {
    void (async () => {
      // Template covers first: the home page and the template list show them to every first visitor.
      const { renderTemplateCovers } = await import("@/lib/server/services/covers/render-template-covers");
      const { getTemplateCover } = await import("@/lib/server/services/covers/get-template-cover");
      await renderTemplateCovers(getTemplateCover, logger);
      const { renderExampleCovers } = await import("@/lib/server/services/catalogue/render-example-covers");
      const { renderResumeCover } = await import("@/lib/server/services/covers/render-resume-cover");
      await renderExampleCovers(renderResumeCover, logger);
    })().catch((error: unknown) => logger.warn({ err: error }, "example covers not rendered"));
  }, COVER_DELAY_MS);
  timer.unref();
}

await seedAtStart();

// Resumes deleted more than 30 days ago leave the trash for good (docs/api.md, "Trash").
const { scheduleTrashPurge } = await import("@/lib/server/services/resumes/schedule-trash-purge");
scheduleTrashPurge();

// AI tasks whose process died mid-run are failed and refunded (docs/operations.md, "AI").
const { scheduleAiTaskSweep } = await import("@/lib/server/services/ai-tasks/schedule-ai-task-sweep");
scheduleAiTaskSweep();

// Unpaid orders expire after 15 minutes and give back the voucher they held (docs/api.md, "Orders").
const { scheduleOrderExpiry } = await import("@/lib/server/services/orders/schedule-order-expiry");
scheduleOrderExpiry();

// Rate-limit counters of windows that ended over an hour ago leave the table (the store without Redis).
const { scheduleRateLimitPurge } = await import("@/lib/server/services/rate-limits/schedule-rate-limit-purge");
scheduleRateLimitPurge();
