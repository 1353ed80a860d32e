// What each queue of job-queues.ts runs. A handler throws to fail the run (retried, then `failed`); what it returns is
// the job's output, which admin never shows.
import "server-only";
import { logger } from "@/lib/server/logger";
import { sweepStaleAiTasks } from "@/lib/server/services/ai-tasks/sweep-stale-ai-tasks";
import { expireDueOrders } from "@/lib/server/services/orders/expire-due-orders";
import { sendOrderReceipt } from "@/lib/server/services/orders/send-order-receipt";
import { purgeExpiredRateLimits } from "@/lib/server/services/rate-limits/purge-expired-rate-limits";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { QueueName } from "./job-queues";
import { ZOrderReceiptJob } from "./order-receipt-job";

export type JobHandler = (data: unknown) => Promise<unknown>;

// Chromium's driver loads with the first render, not with the module that lists the jobs.
async function renderCatalogueCovers(): Promise<{ templates: number; examples: number }> {
  const { renderTemplateCovers } = await import("@/lib/server/services/covers/render-template-covers");
  const { getTemplateCover } = await import("@/lib/server/services/covers/get-template-cover");
  // Template covers first: the home page and the template list show them to every first visitor.
  const templates = await renderTemplateCovers(getTemplateCover, logger);
  const { renderExampleCovers } = await import("@/lib/server/services/catalogue/render-example-covers");
  const { renderResumeCover } = await import("@/lib/server/services/covers/render-resume-cover");
  const examples = await renderExampleCovers(renderResumeCover, logger);
  return { templates, examples };
}

export const jobHandlers: Record<QueueName, JobHandler> = {
  "order-expiry": () => expireDueOrders(),
  "ai-task-sweep": () => sweepStaleAiTasks(),
  "trash-purge": () => purgeDeletedResumes(),
  "rate-limit-purge": () => purgeExpiredRateLimits(),
  "catalogue-covers": () => renderCatalogueCovers(),
  "order-receipt": (data) => sendOrderReceipt(ZOrderReceiptJob.parse(data)),
};
