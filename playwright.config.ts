// Browser tests against a production build served by the same launcher users run (scripts/start.mjs), in the
// system Chromium (no browser download here). Run through `npm test` / `npm run test:e2e`, which supply a fresh
// database (DATABASE_URL) and a free port (E2E_PORT).
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [["list"]],
  // Visual baselines live beside the specs, grouped by area: toHaveScreenshot(["templates", "x.png"]) →
  // tests/e2e/__screenshots__/templates/x-desktop.png.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{-projectName}{ext}",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // This machine's network is closed: background networking would only produce refused connections.
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
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
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      // PW_DIST_DIR lets people run their own specs beside a full run without sharing a build folder.
      NEXT_DIST_DIR: process.env.PW_DIST_DIR ?? ".next-e2e",
      DATA_DIR: ".data/e2e",
      LOG_LEVEL: "warn",
    },
  },
});
