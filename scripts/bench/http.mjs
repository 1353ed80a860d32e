#!/usr/bin/env node
// Public pages versus a static file on the same production server (issue 6 §11): keep-alive load on a file from
// public/ and on the catalogue pages (/templates, /examples) after one warm-up request each, so ISR has cached
// them. Prints req/s, p50/p99 latency and catalogue ÷ static; the target is ≥ 0.5. The warm-up's
// x-nextjs-cache and cache-control headers say whether a page is served from the cache (HIT/STALE) or rendered
// per request (no header, "private, no-cache"), the usual reason for a missed ratio. The largest script of
// /templates is measured too: a static file of about a page's size tells the page's weight from its rendering.
//   node scripts/bench/http.mjs [seconds=10] [connections=16]
//   BENCH_BASE_URL=http://127.0.0.1:3000 node scripts/bench/http.mjs   (measure a server already running)
// Browser-like request headers (Accept-Encoding: gzip, br) are sent to every target alike.
import { openBenchTarget } from "./lib/bench-target.mjs";
import { runLoad } from "./lib/load.mjs";

const seconds = Math.max(1, Number(process.argv[2] ?? 10));
const connections = Math.max(1, Number(process.argv[3] ?? 16));
const TARGET_RATIO = 0.5;
const STATIC_PATH = "/avatars/catalogue-team.svg";
const PAGES = ["/templates", "/examples"];
const headers = {
  Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "Accept-Encoding": "gzip, br",
  "User-Agent": "rb-bench-http",
};

async function warmUp(base, path) {
  let response;
  // Twice: the first request of an on-demand ISR page renders it, the second shows what load will get.
  for (let i = 0; i < 2; i += 1) {
    response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
  }
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache") ?? "-",
    // HIT: the launcher's page cache (scripts/lib/page-cache.mjs) answered the second request; PAGE_CACHE_TTL_MS=0
    // on the measured server turns it off to measure Next alone.
    pageCache: response.headers.get("x-page-cache") ?? "-",
    cacheControl: response.headers.get("cache-control") ?? "-",
  };
}

/** The largest script /templates loads: a static file of a page's size, to separate size from rendering. */
async function largeStaticPath(base) {
  const html = await (await fetch(`${base}${PAGES[0]}`, { headers })).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);
  const sizes = await Promise.all(
    scripts.map(async (src) => [src, (await (await fetch(`${base}${src}`)).arrayBuffer()).byteLength]),
  );
  return sizes.sort((a, b) => b[1] - a[1])[0]?.[0];
}

const target = await openBenchTarget("http");
try {
  const rows = [];
  const largeStatic = await largeStaticPath(target.base);
  for (const path of [STATIC_PATH, ...PAGES, ...(largeStatic ? [largeStatic] : [])]) {
    const warm = await warmUp(target.base, path);
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}`);
    const result = await runLoad({ url: `${target.base}${path}`, connections, durationMs: seconds * 1000, headers });
    rows.push({ path, ...result, ...warm });
    console.log(
      JSON.stringify({
        path,
        seconds,
        connections,
        ...result,
        xNextjsCache: warm.cache,
        xPageCache: warm.pageCache,
        cacheControl: warm.cacheControl,
      }),
    );
  }
  const staticRps = rows[0].reqPerSec;
  let isMet = true;
  for (const row of rows.slice(1, 1 + PAGES.length)) {
    const ratio = Math.round((row.reqPerSec / staticRps) * 100) / 100;
    isMet &&= ratio >= TARGET_RATIO;
    console.log(
      `${row.path}: ${row.reqPerSec} req/s vs static ${staticRps} req/s → ratio ${ratio} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "MISSED"}; x-nextjs-cache ${row.cache}, x-page-cache ${row.pageCache})`,
    );
  }
  if (largeStatic)
    console.log(`(reference: ${largeStatic}, a static file of a page's size: ${rows.at(-1).reqPerSec} req/s)`);
  console.log(isMet ? "catalogue ÷ static target met" : "catalogue ÷ static target MISSED");
} finally {
  await target.stop();
}
