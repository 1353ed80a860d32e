// First-load JavaScript per public page (issue 6 §11, docs/product.md): loads each page from a running production
// server, collects the JavaScript it makes the browser fetch under /_next/static/ (<script src> and <link
// rel="preload" as="script">), gzips each file (level 9) and sums per page. Pages come from /sitemap.xml, one per
// route (the first template, guide, example and public resume stand for the rest), so new public pages are measured
// once listed. Used by `npm run bench:bundle` and by the browser suite's budget test (tests/e2e/first-load-budget.spec.ts),
// which measures the build the browser tests already made instead of building a third time.
import { gzipSync } from "node:zlib";

/** 1 kB = 1000 bytes, as `next build` reports. */
export const FIRST_LOAD_BUDGET_KB = 160;
const kb = (bytes) => Math.round(bytes / 100) / 10;

/** One URL per route: /templates/modern stands for /templates/<slug>, and so on. */
function pagesFromSitemap(xml, base) {
  const seen = new Map();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const route = path
      .replace(/^(\/ch)?\/(templates|examples|guides)\/[^/]+$/, "$1/$2/[item]")
      .replace(/^(\/ch)?\/r\/[^/]+$/, "$1/r/[slug]");
    if (!seen.has(route)) seen.set(route, `${base}${path}`);
  }
  return [...seen.entries()];
}

function scriptUrls(html, base) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith("<script");
    if (!isScript && !/\bas="script"/.test(tag)) continue;
    // Modern browsers skip nomodule scripts (Next's legacy polyfills): they are not part of a first load.
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
    if (src && new URL(src, base).pathname.startsWith("/_next/static/") && /\.js(\?|$)/.test(src))
      urls.add(new URL(src, base).toString());
  }
  return [...urls];
}

/**
 * Measures every public route of the server at `base`. Rows of routes that did not answer 200 carry `status` and
 * no size. Any other failure (the sitemap or a script not loading) throws.
 */
export async function measureFirstLoad(base) {
  const gzipped = new Map();
  const gzippedSize = async (url) => {
    if (!gzipped.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    return gzipped.get(url);
  };
  const sitemap = await fetch(`${base}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const rows = [];
  for (const [route, url] of pagesFromSitemap(await sitemap.text(), base)) {
    const response = await fetch(url, { redirect: "manual" });
    if (response.status !== 200) {
      rows.push({ route, url, status: response.status });
      continue;
    }
    const scripts = scriptUrls(await response.text(), base);
    const sizes = await Promise.all(scripts.map(gzippedSize));
    const firstLoadKb = kb(sizes.reduce((sum, size) => sum + size, 0));
    rows.push({
      route,
      url,
      status: 200,
      files: scripts.map((script, i) => ({ path: new URL(script).pathname, kb: kb(sizes[i]) })),
      firstLoadKb,
      largestKb: kb(Math.max(0, ...sizes)),
      isOverBudget: firstLoadKb > FIRST_LOAD_BUDGET_KB,
    });
  }
  return rows;
}
