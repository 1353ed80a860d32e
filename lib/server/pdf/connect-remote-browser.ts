// Connects to the remote browser pool (PDF_BROWSER_WS_ENDPOINT), riding out a short restart of it: failed attempts are
// retried after 250 ms, doubling up to 2 s, within a 5 s budget; then the render fails with pdfUnavailable (503) and
// the next render asked for tries again (lib/server/pdf/browser.ts). Each attempt is bounded by the time left, since a
// WebSocket handshake to an address that never answers has no timeout of its own.
import "server-only";
import puppeteer, { type Browser } from "puppeteer-core";
import { logger } from "@/lib/server/logger";
import { pdfUnavailable } from "@/lib/server/pdf/pdf-unavailable";

const CONNECT_BUDGET_MS = 5_000;
const MIN_ATTEMPT_MS = 1_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

/**
 * A plain Chromium's address names its browser id (ws://host:port/devtools/browser/<id>), which changes on every
 * start: after a restart on the same port the old address answers 404. Its DevTools HTTP endpoint on the same host
 * and port names the current id (as puppeteer's `browserURL` does); the configured scheme, host and port are kept.
 * Any other address (browserless: ws://host:3000?token=…) stays the same across restarts and is used as it is.
 */
async function currentEndpoint(endpoint: string, signal: AbortSignal): Promise<string> {
  const url = new URL(endpoint);
  if (!url.pathname.startsWith("/devtools/browser/")) return endpoint;
  const versionUrl = new URL("/json/version", url);
  versionUrl.protocol = url.protocol === "wss:" ? "https:" : "http:";
  try {
    const response = await fetch(versionUrl, { signal });
    if (!response.ok) return endpoint;
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl?: unknown };
    if (typeof webSocketDebuggerUrl !== "string") return endpoint;
    url.pathname = new URL(webSocketDebuggerUrl).pathname;
    return url.href;
  } catch {
    return endpoint;
  }
}

async function connectOnce(endpoint: string, timeoutMs: number): Promise<Browser> {
  const attempt = currentEndpoint(endpoint, AbortSignal.timeout(timeoutMs)).then((browserWSEndpoint) =>
    puppeteer.connect({ browserWSEndpoint }),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the PDF browser did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([attempt, timeout]);
  } catch (error) {
    // A connection that completes after its attempt gave up would hold the remote browser for nothing.
    void attempt.then(
      (late) => late.disconnect(),
      () => undefined,
    );
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function connectRemoteBrowser(endpoint: string): Promise<Browser> {
  const deadline = performance.now() + CONNECT_BUDGET_MS;
  let delay = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connectOnce(endpoint, Math.max(Math.round(deadline - performance.now()), MIN_ATTEMPT_MS));
    } catch (error) {
      // The endpoint itself is not logged: a browserless address carries its token.
      if (deadline - performance.now() < delay) throw pdfUnavailable(error);
      logger.warn({ err: error, attempt }, "pdf browser pool: connecting failed, retrying");
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
}
