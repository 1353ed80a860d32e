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
  // Packages that find files next to their own code (binaries, fonts) must not be bundled.
  serverExternalPackages: ["pino", "@electric-sql/pglite", "@sparticuz/chromium", "puppeteer-core", "svg-captcha"],
};

export default withNextIntl(nextConfig);
