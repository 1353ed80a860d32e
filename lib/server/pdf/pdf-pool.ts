// The shared render pipeline: bounded queue → pooled page → per-render timeout. PDFs and cover screenshots share
// it, so together they never run more than POOL_SIZE Chromium pages at once (one page.pdf() pins one core).
import "server-only";
import type { Page } from "puppeteer-core";
import { AppError } from "@/lib/server/api/app-error";
import { withPooledPage } from "@/lib/server/pdf/browser";
import { loadPrintPage } from "@/lib/server/pdf/load-print-page";
import { createRenderQueue, type RenderQueue } from "@/lib/server/pdf/render-queue";

const POOL_SIZE = 2;
const RENDER_TIMEOUT_MS = 15_000;
/** About 8 s of work at the measured warm speed; more waiters would only time out. */
const MAX_WAITING = 16;

// One queue per process, like the browser (lib/server/pdf/browser.ts): route bundles and instrumentation each load their
// own copy of this module, and two queues would hand the same pooled page to two renders at once.
const state = globalThis as unknown as { pdfRenderQueue?: RenderQueue };
const queue: RenderQueue = (state.pdfRenderQueue ??= createRenderQueue({
  concurrency: POOL_SIZE,
  maxWaiting: MAX_WAITING,
  retryAfterSeconds: 5,
}));

// The timer starts before `work` does: puppeteer's own timeouts inside it (navigation, page.pdf) use the same 15 s and,
// started later, fire after this one, so a render that runs out of time always answers this 503, never their error.
function withTimeout<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError("SERVICE_UNAVAILABLE", {
            message: "Rendering took too long, please try again",
            headers: { "Retry-After": "5" },
          }),
        ),
      ms,
    );
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}

/** Loads `url` into a warm page (lib/server/pdf/load-print-page.ts), then runs `work`; the whole render is bounded by the timeout. */
export function renderOnPooledPage<T>(url: string, work: (page: Page) => Promise<T>): Promise<T> {
  const requestedAt = performance.now();
  return queue.run((slot) =>
    withPooledPage(
      slot,
      (page) =>
        withTimeout(async () => {
          await loadPrintPage(page, url, RENDER_TIMEOUT_MS);
          return work(page);
        }, RENDER_TIMEOUT_MS),
      requestedAt,
    ),
  );
}
