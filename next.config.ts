import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// Messages are precompiled at build time: the browser then gets no ICU parser (about 9 kB gzip on every page,
// docs/benchmarks.md "First-load JavaScript").
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The launcher (scripts/start.mjs) may build into another folder for tests so a dev build is never clobbered.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // For scripts/bench/bundle-sources.mjs only: browser source maps say which module a page's first-load bytes are.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  // Packages that find files next to their own code (binaries, fonts) must not be bundled; prom-client neither, so that
  // every route bundle loads the one copy the process's metrics registry was made with (lib/server/metrics/registry.ts).
  serverExternalPackages: [
    "pino",
    "@electric-sql/pglite",
    "@sparticuz/chromium",
    "puppeteer-core",
    "svg-captcha",
    "prom-client",
    // pg-boss too, so that every route bundle shares the one runner the process started (lib/server/jobs/job-runner.ts).
    "pg-boss",
  ],
  // Pages API routes (pages/api/download) load node_modules at run time, where `server-only` is its throwing default
  // export; bundled, Next maps it to its empty module there as in the App Router (client imports still fail the build).
  transpilePackages: ["server-only"],
  // Types are checked by `npm run typecheck` (before every push and first in CI), never again inside `next build`,
  // where it took 2.7 of a build's 6.3 minutes on a loaded machine (docs/benchmarks.md "Build").
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Pages Next renders at run time (incremental static regeneration) stay in its memory cache, not in the build
    // folder: they hold this start's settings, and one build serves every configuration, even two servers with
    // different settings at once (scripts/lib/build-state.mjs, docs/operations.md "Running").
    isrFlushToDisk: false,
  },
  // Headers that never depend on the request or the runtime configuration, on every response (pages, API, assets):
  // no MIME sniffing, no full URLs in Referer to other sites, no framing (no page is meant to be embedded; the CSP's
  // frame-ancestors says the same to current browsers). The CSP and HSTS of pages are set per request in proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
