// Four projects: unit (node), components (jsdom), integration (node, real PostgreSQL via DATABASE_URL, prepared by
// scripts/test.mjs, which runs it with --runInBand) and cluster (two app instances behind HAProxy, run the same way).
// ESM-only packages must be transformed.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });
const esmPackages = [
  "next-intl",
  "use-intl",
  "intl-messageformat",
  "@formatjs",
  "icu-minify",
  "zod",
  "ai",
  "@ai-sdk",
  "@workflow",
  "@prisma",
  "lucide-react",
  // The PDF browser (lib/server/pdf/browser.ts), loaded by tests/integration/pdf/remote-browser.test.ts.
  "puppeteer-core",
  "@puppeteer/browsers",
  "chromium-bidi",
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"];

async function project(name, testEnvironment, extra = {}) {
  const config = await createJestConfig({
    displayName: name,
    testEnvironment,
    roots: [`<rootDir>/tests/${name}`],
    moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
    setupFilesAfterEnv: testEnvironment === "jsdom" ? ["<rootDir>/tests/setup/jsdom.ts"] : [],
    ...extra,
  })();
  return { ...config, transformIgnorePatterns };
}

export default async function config() {
  return {
    // Per-project testTimeout is ignored by jest 30; integration tests wait on real PostgreSQL transactions. A cap,
    // not a wait: on a loaded 2-core machine (a `next build` beside the run) a test's servers start slowly.
    testTimeout: 60_000,
    projects: [
      await project("unit", "node"),
      await project("components", "jsdom"),
      await project("integration", "node", { setupFilesAfterEnv: ["<rootDir>/tests/setup/integration.ts"] }),
      // Two instances behind HAProxy (tests/cluster/support/use-cluster.ts), run by `node scripts/test.mjs cluster`.
      await project("cluster", "node"),
    ],
  };
}
