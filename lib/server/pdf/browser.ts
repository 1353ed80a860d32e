// One warm Chromium per process (or a remote one through PDF_BROWSER_WS_ENDPOINT) with one reusable page per pool
// slot: a warm page renders a PDF in tens of milliseconds where a cold launch costs seconds (recipes). A browser
// "generation" is retired after MAX_RENDERS renders (Chromium grows over time) or when it crashes or its connection
// drops (a remote pool restarting); the next render starts a fresh one (connect-remote-browser.ts retries a pool that
// is coming back), and the old one closes, or for a remote pool disconnects, once its last render is done.
import "server-only";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { AppError } from "@/lib/server/api/app-error";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { connectRemoteBrowser } from "@/lib/server/pdf/connect-remote-browser";
import { internalOrigin } from "@/lib/server/pdf/internal-origin";
import { pdfUnavailable } from "@/lib/server/pdf/pdf-unavailable";
import { isAllowedRequest } from "@/lib/server/pdf/request-filter";

const MAX_RENDERS_PER_BROWSER = 100;
/** Connecting (5 s budget) or launching, then opening a page; past this the browser is taken for broken. */
const PAGE_READY_TIMEOUT_MS = 10_000;

type Generation = {
  browser: Promise<Browser>;
  pages: Map<number, Promise<Page>>;
  renders: number;
  active: number;
  retired: boolean;
  remote: boolean;
  /** performance.now() when launching or connecting failed. */
  failedAt?: number;
};

// Kept on globalThis: route bundles may each load this module, but the process should own one browser.
const state = globalThis as unknown as { pdfBrowserGeneration?: Generation };

/**
 * CHROMIUM_PATH when set; otherwise the headless shell shipped inside @sparticuz/chromium (unpacked once into the
 * temp folder), which prints a warm page 3–5× faster than Debian's full Chromium (docs/benchmarks.md).
 */
async function resolveExecutable(): Promise<{ path: string; shell: boolean }> {
  const { CHROMIUM_PATH } = env();
  if (CHROMIUM_PATH) return { path: CHROMIUM_PATH, shell: false };
  const { default: chromium } = await import("@sparticuz/chromium");
  chromium.setGraphicsMode = false;
  return { path: await chromium.executablePath(), shell: true };
}

async function launchBrowser(): Promise<Browser> {
  const { PDF_BROWSER_WS_ENDPOINT } = env();
  if (PDF_BROWSER_WS_ENDPOINT) return connectRemoteBrowser(PDF_BROWSER_WS_ENDPOINT);
  const executable = await resolveExecutable();
  return puppeteer.launch({
    executablePath: executable.path,
    headless: executable.shell ? "shell" : true,
    // DevTools over a pipe instead of a WebSocket: Chromium exits when the pipe closes, i.e. when this process dies
    // in any way, SIGKILL included (no exit handler runs then), so a killed server never leaves its browser behind.
    pipe: true,
    // --no-sandbox only where Chromium cannot sandbox itself (running as root, as in containers); run the app as a
    // regular user in production so the sandbox stays on.
    args: [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--font-render-hinting=none",
    ],
  });
}

function startGeneration(): Generation {
  const generation: Generation = {
    browser: launchBrowser(),
    pages: new Map(),
    renders: 0,
    active: 0,
    retired: false,
    remote: Boolean(env().PDF_BROWSER_WS_ENDPOINT),
  };
  generation.browser.then(
    (browser) => {
      // Chromium runs in its own process group; the pipe ends it when this process dies, but killing it on a normal
      // exit is immediate where the pipe's end is noticed only after the exit completes.
      const killOnExit = () => browser.process()?.kill("SIGKILL");
      process.once("exit", killOnExit);
      browser.once("disconnected", () => {
        process.removeListener("exit", killOnExit);
        if (!generation.retired)
          logger.warn(
            generation.remote
              ? "pdf browser pool disconnected; the next render reconnects"
              : "pdf browser disconnected; the next render starts a new one",
          );
        generation.retired = true;
      });
    },
    (error: unknown) => {
      logger.error({ err: error }, generation.remote ? "pdf browser pool unreachable" : "pdf browser failed to start");
      generation.failedAt = performance.now();
      generation.retired = true;
    },
  );
  return generation;
}

function currentGeneration(requestedAt: number): Generation {
  const current = state.pdfBrowserGeneration;
  if (current && !current.retired) return current;
  // Renders that were already waiting when the browser could not be started or reached get that answer at once: each
  // retrying in turn behind the queue would keep the last waiter for many connect budgets. A render asked for after
  // the failure tries again.
  if (current?.failedAt !== undefined && requestedAt <= current.failedAt) return current;
  const next = startGeneration();
  state.pdfBrowserGeneration = next;
  return next;
}

async function closeGeneration(generation: Generation): Promise<void> {
  const browser = await generation.browser.catch(() => undefined);
  if (!browser?.connected) return;
  try {
    if (generation.remote) {
      // A pool we do not own: leave its browser running, but close the pages this process opened in it (a plain
      // Chromium keeps them open for good; browserless ends the session on disconnect anyway).
      await Promise.allSettled(Array.from(generation.pages.values(), (page) => page.then((open) => open.close())));
      await browser.disconnect();
    } else await browser.close();
  } catch (error) {
    logger.warn({ err: error }, "pdf browser did not close cleanly");
  }
}

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  const origin = internalOrigin();
  // The print page is complete server-side HTML: skipping Next's client scripts (download, parse, hydrate) is most
  // of a warm render's time, and user content gets no script to run. Fonts and CSS still load.
  await page.setJavaScriptEnabled(false);
  // Pages here are only printed (and screenshots emulate print too). In screen media the resume lays itself out as
  // A4 columns (resume-base.css), which page.pdf() then lays out again for print: print media from the start halves
  // page.pdf() (docs/benchmarks.md). Printing uses print media anyway, so the output is the same.
  await page.emulateMediaType("print");
  await page.setRequestInterception(true);
  // Interception turns the cache off unless asked explicitly; fonts and CSS of our own origin should stay cached.
  await page.setCacheEnabled(true);
  page.on("request", (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isAllowedRequest(request.url(), origin)) void request.continue();
    else void request.abort("blockedbyclient");
  });
  return page;
}

function pageFor(generation: Generation, slot: number): Promise<Page> {
  let page = generation.pages.get(slot);
  if (!page) {
    page = generation.browser.then(openPage);
    generation.pages.set(slot, page);
  }
  return page;
}

/** The slot's page, or pdfUnavailable when the browser cannot be started or reached in time. */
async function readyPage(generation: Generation, slot: number): Promise<Page> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      generation.retired = true;
      reject(new Error(`no page from the pdf browser within ${PAGE_READY_TIMEOUT_MS} ms`));
    }, PAGE_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pageFor(generation, slot), timeout]);
  } catch (error) {
    throw error instanceof AppError ? error : pdfUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` on the warm page of `slot`; a failed render drops that page so the next one starts clean. `requestedAt`
 * (performance.now() when the render was asked for, before it queued) decides whether a render still waiting from
 * before a failed start shares that failure.
 */
export async function withPooledPage<T>(
  slot: number,
  work: (page: Page) => Promise<T>,
  requestedAt = performance.now(),
): Promise<T> {
  const generation = currentGeneration(requestedAt);
  generation.active += 1;
  let page: Page | undefined;
  try {
    page = await readyPage(generation, slot);
    return await work(page);
  } catch (error) {
    const pooled = generation.pages.get(slot);
    generation.pages.delete(slot);
    void pooled?.then((p) => p.close()).catch(() => undefined);
    // A browser that went away mid-render (crashed, or a remote pool restarted or dropped the connection) fails the
    // calls in flight with puppeteer's protocol errors: the PDF service is unavailable, not this request at fault.
    if (page && !page.browser().connected && !(error instanceof AppError)) throw pdfUnavailable(error);
    throw error;
  } finally {
    generation.active -= 1;
    generation.renders += 1;
    if (generation.renders >= MAX_RENDERS_PER_BROWSER) generation.retired = true;
    if (generation.retired && generation.active === 0) void closeGeneration(generation);
  }
}

/** Closes the current browser (a remote pool's: disconnects, its pages closed) and forgets it: for shutdown and tests. */
export async function closePdfBrowser(): Promise<void> {
  const current = state.pdfBrowserGeneration;
  if (!current) return;
  current.retired = true;
  state.pdfBrowserGeneration = undefined;
  await closeGeneration(current);
}
