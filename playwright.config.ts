// Browser tests against a production build served by the same launcher users run (scripts/start.mjs), in the
// system Chromium (no browser download here). Run through `npm test` / `npm run test:e2e`, which supply a fresh
// database (DATABASE_URL) and a free port (E2E_PORT).
import { defineConfig, devices } from "@playwright/test";
import { FAKE_OAUTH_CLIENTS } from "./tests/fakes/oauth-server";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The fake GitHub / Google (tests/fakes/oauth-server.ts) listens beside the app, 1000 ports away unless
// E2E_OAUTH_PORT says otherwise, so that runs on different app ports do not collide. Set here (read again by the
// global setup, which starts it): the app must be given its address before it starts.
process.env.E2E_OAUTH_PORT ||= String(port + 1000 <= 65535 ? port + 1000 : port - 1000);
const oauthOrigin = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [["list"]],
  // The fake OAuth provider runs inside the test runner (a webServer entry would need a TypeScript runner for it,
  // which Node 20 lacks); the app reaches it only when a test signs in with GitHub or Google.
  globalSetup: "./tests/e2e/global-setup.ts",
  // Visual baselines live beside the specs, grouped by area: toHaveScreenshot(["templates", "x.png"]) →
  // tests/e2e/__screenshots__/templates/x-desktop.png.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{-projectName}{ext}",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // This machine's network is closed: background networking would only produce refused connections.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: "node scripts/start.mjs start",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Stop the launcher like Ctrl-C does, so Next closes its PDF browser and the embedded database shuts down cleanly
    // (the default SIGKILL would orphan the browser Chromium starts in its own process group).
    gracefulShutdown: { signal: "SIGINT", timeout: 15_000 },
    // The server logs at warn level here (LOG_LEVEL below): what it prints is worth seeing next to a failure.
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      // PW_DIST_DIR lets people run their own specs beside a full run without sharing a build folder.
      NEXT_DIST_DIR: process.env.PW_DIST_DIR ?? ".next-e2e",
      DATA_DIR: process.env.PW_DATA_DIR ?? ".data/e2e",
      LOG_LEVEL: "warn",
      // A long, real-looking address: the pricing page's student offer must still fit a phone (site-mobile.spec.ts).
      SUPPORT_EMAIL: "student-and-open-source-offers@resume-builder.test",
      // OAuth against the local fake: the same settings a GitHub Enterprise Server or another OIDC issuer uses.
      GITHUB_CLIENT_ID: FAKE_OAUTH_CLIENTS.github.id,
      GITHUB_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.github.secret,
      GITHUB_BASE_URL: oauthOrigin,
      GITHUB_API_URL: oauthOrigin,
      GOOGLE_CLIENT_ID: FAKE_OAUTH_CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.google.secret,
      GOOGLE_ISSUER: `${oauthOrigin}/google`,
    },
  },
});
