// Puts a print page (app/print/**) into a pooled Chromium page, ready to print. Navigating was about half of a warm
// render: a new document re-parses the route's CSS (hundreds of @font-face rules) and waits for `load`. When the
// pooled page already shows the same route with an identical <head> (same stylesheets, fonts already in memory),
// only the <body> of the freshly rendered page is swapped in: Chromium prints the document a navigation would have
// built, the server renders and authorizes the page exactly as before, and the body's images still load through the
// request filter. Anything else (a blank page, another route, a different head) navigates.
import "server-only";
import type { Page } from "puppeteer-core";

export type PrintPageLoad = "swapped" | "navigated";

/** Same origin and same route folder ("/print/resume/a" and "/print/resume/b"): only then can the heads match. */
export function isSamePrintRoute(currentUrl: string, nextUrl: string): boolean {
  try {
    const current = new URL(currentUrl);
    const next = new URL(nextUrl);
    const folder = (url: URL) => url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1);
    return current.origin === next.origin && folder(current) === folder(next);
  } catch {
    return false;
  }
}

// Runs inside the page. Heads are compared without their `nonce` attributes: the page proxy's CSP gives every print
// page a fresh nonce on its head's tags (lib/server/security/page-security.ts), and Chromium blanks the attribute in a
// loaded document anyway, so comparing them made every render navigate (issue 23 item 9: warm p50 63 → 180 ms). The
// nonce guards scripts, and the print page runs none (lib/server/pdf/browser.ts). Layout is forced before waiting so
// that the fonts the new text needs (CJK faces are split by unicode-range) have started loading; `load` no longer
// covers images, so they are awaited too.
async function swapBody(html: string): Promise<boolean> {
  const next = new DOMParser().parseFromString(html, "text/html");
  const withoutNonces = (head: HTMLHeadElement) => {
    const copy = head.cloneNode(true) as HTMLHeadElement;
    for (const element of Array.from(copy.querySelectorAll("[nonce]"))) element.removeAttribute("nonce");
    return copy.innerHTML;
  };
  if (withoutNonces(next.head) !== withoutNonces(document.head)) return false;
  document.body.replaceWith(document.adoptNode(next.body));
  document.body.getBoundingClientRect();
  await Promise.allSettled(Array.from(document.images, (image) => image.decode()));
  await document.fonts.ready;
  return true;
}

function failure(status: number | undefined, url: string): Error {
  return new Error(`print page answered ${status ?? "nothing"} for ${new URL(url).pathname}`);
}

export async function loadPrintPage(page: Page, url: string, timeoutMs: number): Promise<PrintPageLoad> {
  if (isSamePrintRoute(page.url(), url)) {
    const response = await fetch(url, {
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      // A network error (a kept-alive socket the server had just closed: ECONNRESET, seen under load) only costs the
      // body swap: the page navigates instead, below. A timeout still fails the render. Told apart by name, not by
      // class: fetch's errors can come from another realm than this module's globals (jest's sandbox), where
      // `instanceof TypeError` was false and the fallback never ran (tests/integration/pdf/render-speed.test.ts).
      if (typeof error === "object" && error !== null && "name" in error && error.name === "TimeoutError") throw error;
      return null;
    });
    if (response && !response.ok) throw failure(response.status, url);
    if (response && (await page.evaluate(swapBody, await response.text()))) return "swapped";
  }
  const response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
  if (!response?.ok()) throw failure(response?.status(), url);
  // `load` can fire before web fonts are applied; printing then would embed fallback glyphs.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return "navigated";
}
