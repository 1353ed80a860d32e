#!/usr/bin/env node
// First-load JavaScript per public page (issue 6 §11): loads each page from the running production server,
// collects the JavaScript it makes the browser fetch under /_next/static/ (<script src> and <link rel="preload"
// as="script">), gzips each file (level 9) and sums per page. Budget: 160 kB gzip per page (1 kB = 1000 bytes,
// as `next build` reports); exits 1 when any page is over. Pages come from /sitemap.xml, one per route (the first
// template, guide, example and public resume stand for the rest), so new public pages are measured once listed.
//   node scripts/bench/bundle.mjs [--files]   (--files: every script of every page with its gzip size)
//   BENCH_BASE_URL=http://127.0.0.1:3000 node scripts/bench/bundle.mjs   (measure a server already running)
import { gzipSync } from "node:zlib";
import { openBenchTarget } from "./lib/bench-target.mjs";

const BUDGET_KB = 160;
const showFiles = process.argv.includes("--files");
const kb = (bytes) => Math.round(bytes / 100) / 10;

/** One URL per route: /templates/modern stands for /templates/<slug>, and so on. */
function pagesFromSitemap(xml, base) {
  const seen = new Map();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const route = path
      .replace(/^(\/ch)?\/(templates|examples|guides)\/[^/]+$/, "$1/$2/[item]")
      .replace(/^\/r\/[^/]+$/, "/r/[slug]");
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

const target = await openBenchTarget("bundle");
const gzipped = new Map();
async function gzippedSize(url) {
  if (!gzipped.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return gzipped.get(url);
}

let isOver = false;
try {
  const sitemap = await fetch(`${target.base}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const rows = [];
  for (const [route, url] of pagesFromSitemap(await sitemap.text(), target.base)) {
    const response = await fetch(url, { redirect: "manual" });
    if (response.status !== 200) {
      console.log(JSON.stringify({ route, url, status: response.status, note: "not measured" }));
      continue;
    }
    const scripts = scriptUrls(await response.text(), target.base);
    const sizes = await Promise.all(scripts.map(gzippedSize));
    const firstLoadKb = kb(sizes.reduce((sum, size) => sum + size, 0));
    isOver ||= firstLoadKb > BUDGET_KB;
    rows.push({ route, files: scripts.length, firstLoadKb, largestKb: kb(Math.max(0, ...sizes)) });
    console.log(
      JSON.stringify({
        route,
        files: scripts.length,
        firstLoadKbGzip: firstLoadKb,
        overBudget: firstLoadKb > BUDGET_KB,
      }),
    );
    if (showFiles)
      scripts.forEach((script, i) =>
        console.log(`    ${String(kb(sizes[i])).padStart(6)} kB  ${new URL(script).pathname}`),
      );
  }
  console.log("\n| route | JS files | first-load JS (kB gzip) | largest file (kB gzip) |\n|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.route} | ${row.files} | ${row.firstLoadKb} | ${row.largestKb} |`);
  console.log(
    isOver ? `\nat least one page is over ${BUDGET_KB} kB gzip` : `\nevery page is within ${BUDGET_KB} kB gzip`,
  );
} finally {
  await target.stop();
}
process.exitCode = isOver ? 1 : 0;
