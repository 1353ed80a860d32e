import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The launcher (scripts/start.mjs) may build into another folder for tests so a dev build is never clobbered.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Packages that find files next to their own code (binaries, fonts) must not be bundled.
  serverExternalPackages: ["pino", "@electric-sql/pglite", "@sparticuz/chromium", "puppeteer-core", "svg-captcha"],
};

export default withNextIntl(nextConfig);
