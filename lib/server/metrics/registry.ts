// The one Prometheus registry of the process and every metric the app exports (docs/operations.md, "Metrics and
// health"; the dashboard docs/grafana-dashboard.json reads these names). Kept on globalThis: Next loads this module once
// per route bundle (and instrumentation), and each copy must count into the same series, as the PDF queue does
// (lib/server/pdf/pdf-pool.ts). Every label is bounded: route templates, status classes, fixed task, kind and queue names.
import "server-only";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { queueNames } from "@/lib/server/jobs/job-queues";
import { collectJobCounts } from "@/lib/server/metrics/job-counts";
import { collectOrderCounts } from "@/lib/server/metrics/order-counts";

/** Seconds: from a fast JSON answer to a PDF under load or a model call (the slowest buckets). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const RENDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15];
const AI_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 40, 60, 120, 300];
/** Seconds: from a sweep that finds nothing (milliseconds) to the catalogue covers after a start (minutes). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, GC and handles under their standard names (process_*, nodejs_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "resumecraft_http_requests_total",
      help: "API requests answered, by method, route template and status class",
      labelNames: ["method", "route", "status_class"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "resumecraft_http_request_duration_seconds",
      help: "Time until the response (its headers, for a stream), by method, route template and status class",
      labelNames: ["method", "route", "status_class"] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    httpServerErrors: new Counter({
      name: "resumecraft_http_server_errors_total",
      help: "API requests answered with a 5xx status, by route template",
      labelNames: ["route"] as const,
      registers,
    }),
    renderQueue: new Gauge({
      name: "resumecraft_render_queue_tasks",
      help: "Chromium renders (PDFs and cover images) running and waiting in the render queue",
      labelNames: ["state"] as const,
      registers,
    }),
    renderQueueRejected: new Counter({
      name: "resumecraft_render_queue_rejected_total",
      help: "Renders refused at once (503) because the render queue was full",
      registers,
    }),
    pdfRender: new Histogram({
      name: "resumecraft_pdf_render_duration_seconds",
      help: "Time to render a resume PDF, queue wait included, by outcome (ok, error)",
      labelNames: ["outcome"] as const,
      buckets: RENDER_BUCKETS,
      registers,
    }),
    extractQueue: new Gauge({
      name: "resumecraft_extract_queue_jobs",
      help: "Upload reads and parses running and waiting for an extraction process",
      labelNames: ["state"] as const,
      registers,
    }),
    extractJobs: new Counter({
      name: "resumecraft_extract_jobs_total",
      help: "Extraction jobs, by kind (pdf, docx, doc, parse, refine, ocr-image in a child process; ocr: Tesseract) and outcome",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    extractDuration: new Histogram({
      name: "resumecraft_extract_job_duration_seconds",
      help: "Time an extraction job held its child process, by kind",
      labelNames: ["kind"] as const,
      buckets: RENDER_BUCKETS,
      registers,
    }),
    aiCalls: new Counter({
      name: "resumecraft_ai_calls_total",
      help: "Model calls, by task and outcome (ok, or the error key: AI_TIMEOUT, AI_UPSTREAM_ERROR, …)",
      labelNames: ["task", "outcome"] as const,
      registers,
    }),
    aiTokens: new Counter({
      name: "resumecraft_ai_tokens_total",
      help: "Tokens the provider reported, by task and direction (input, output)",
      labelNames: ["task", "direction"] as const,
      registers,
    }),
    aiDuration: new Histogram({
      name: "resumecraft_ai_call_duration_seconds",
      help: "Time of a model call, repair attempt included, by task and result (ok, error)",
      labelNames: ["task", "result"] as const,
      buckets: AI_BUCKETS,
      registers,
    }),
    orders: new Gauge({
      name: "resumecraft_orders",
      help: "Orders in the database by status, read at most every few seconds",
      labelNames: ["status"] as const,
      registers,
      async collect() {
        await collectOrderCounts(this);
      },
    }),
    jobs: new Gauge({
      name: "resumecraft_jobs",
      help: "Background jobs in pg-boss by queue and state (completed, failed: until archived, 12 h), read every few seconds",
      labelNames: ["queue", "state"] as const,
      registers,
      async collect() {
        await collectJobCounts(this);
      },
    }),
    jobRuns: new Counter({
      name: "resumecraft_job_runs_total",
      help: "Background job runs (each try) in this instance, by queue and outcome (completed, failed)",
      labelNames: ["queue", "outcome"] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: "resumecraft_job_run_duration_seconds",
      help: "Time of a background job run in this instance, by queue",
      labelNames: ["queue"] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
  };
}

/** The queues' series exist from the start (at 0), so a dashboard and an alert see them before the first job. */
function withQueuesAtZero(created: ReturnType<typeof createMetrics>) {
  for (const state of ["running", "waiting"]) {
    created.renderQueue.set({ state }, 0);
    created.extractQueue.set({ state }, 0);
  }
  // The job queues' runs too, so that an alert on increase(…{outcome="failed"}) sees the first failure.
  for (const queue of queueNames) {
    for (const outcome of ["completed", "failed"]) created.jobRuns.inc({ queue, outcome }, 0);
  }
  return created;
}

export type TMetrics = ReturnType<typeof createMetrics>;

const state = globalThis as unknown as { resumecraftMetrics?: TMetrics };

/** The process's metrics, created on first use. */
export function metrics(): TMetrics {
  state.resumecraftMetrics ??= withQueuesAtZero(createMetrics());
  return state.resumecraftMetrics;
}
