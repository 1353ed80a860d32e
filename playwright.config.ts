// Browser tests against a production build served by the same launcher users run (scripts/start.mjs), in the
// system Chromium (no browser download here). Run through `npm test` / `npm run test:e2e`, which supply a fresh
// database (DATABASE_URL) and a free port (E2E_PORT).
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { FAKE_OAUTH_CLIENTS } from "./tests/fakes/oauth-server";
import { FAKE_WECHAT_APP } from "./tests/fakes/wechat-server";
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET } from "./tests/e2e/payments/fake-stripe";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The fake GitHub / Google (tests/fakes/oauth-server.ts) listens beside the app, 1000 ports away unless
// E2E_OAUTH_PORT says otherwise, so that runs on different app ports do not collide. Set here (read again by the
// global setup, which starts it): the app must be given its address before it starts.
const beside = (offset: number) => String(port + offset <= 65535 ? port + offset : port - offset);
process.env.E2E_OAUTH_PORT ||= beside(1000);
const oauthOrigin = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;
// The fake WeChat (tests/fakes/wechat-server.ts): its QR page and its API, one port further.
process.env.E2E_WECHAT_PORT ||= beside(1001);
const wechatOrigin = `http://127.0.0.1:${process.env.E2E_WECHAT_PORT}`;
// A second server with AI on (the `ai` project: AI_SERVER_SPECS below), calling the fake model that the
// global setup starts (tests/e2e/ai/fake-model-control.ts), which the specs script through its control port. The same
// build as the first server (one build serves every configuration: settings are read at run time, and pages the
// build prerendered are rendered again when a start's settings differ, scripts/lib/build-state.mjs), the same data
// folder and the same database: Playwright starts the web servers one after the other, each waiting for the previous
// one's health check, so the build, migrations and the catalogue seed (an advisory lock, and only into an empty
// catalogue) run once and the second server finds them done.
process.env.E2E_AI_PORT ||= beside(2000);
process.env.E2E_AI_MODEL_PORT ||= beside(3000);
process.env.E2E_AI_CONTROL_PORT ||= beside(3001);
// The AI-on server also takes real Stripe payments, against the fake Stripe the global setup starts
// (tests/e2e/payments/fake-stripe.ts); the first server has no keys and turns the sandbox checkout on (PAYMENTS_SANDBOX).
process.env.E2E_STRIPE_PORT ||= beside(3002);
const aiBaseURL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;
// The specs that need AI on: the creator, the editor's AI actions, the tokens tab, the home page's AI section, Stripe,
// and the check that both servers share one build. (ai-toggle-off.spec.ts is the AI-off server's.)
const AI_SERVER_SPECS =
  /\/(ai-creator|ai-editor|ai-tokens|ai-translate|home-ai|payments-stripe|shared-build)[^/]*\.spec\.ts$/;

const webServers: Extract<PlaywrightTestConfig["webServer"], unknown[]> = [
  {
    command: "node scripts/start.mjs start",
    url: `${baseURL}/api/health`,
    // The launcher builds first when the build is stale: about 2 minutes on a quiet machine, more than 4 on a loaded
    // one (a clean clone beside other work timed out at 240 s). A cap, not a wait: the health check ends it.
    timeout: 900_000,
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
      WECHAT_APP_ID: FAKE_WECHAT_APP.id,
      WECHAT_APP_SECRET: FAKE_WECHAT_APP.secret,
      WECHAT_OPEN_BASE_URL: wechatOrigin,
      WECHAT_API_BASE_URL: wechatOrigin,
      // No Stripe keys: purchases go through the sandbox checkout, which only this explicit setting turns on.
      PAYMENTS_SANDBOX: "true",
    },
  },
  {
    command: "node scripts/start.mjs start",
    url: `${aiBaseURL}/api/health`,
    // Starts after the first server is up, on its build.
    timeout: 900_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGINT", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_AI_PORT,
      APP_URL: aiBaseURL,
      NEXT_DIST_DIR: process.env.PW_DIST_DIR ?? ".next-e2e",
      // The same data folder (uploads, covers, outbox): two instances of one deployment share their storage. Apart,
      // the example covers each server renders at start named files only its own folder held, and the database kept
      // the last server's name (seo.spec.ts found the first server answering 404 for an example's og:image).
      DATA_DIR: process.env.PW_DATA_DIR ?? ".data/e2e",
      LOG_LEVEL: "warn",
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_AI_MODEL_PORT}/v1`,
      AI_API_KEY: "e2e-fake-key",
      AI_MODEL: "fake-model",
      STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
    },
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Caps, not waits: every step waits for its event (a response, a selector, a file). On a loaded 2-core machine
  // (load average 10-15, a `next build` beside the run) a page's first load can take 10 s and a test of several
  // pages over a minute (issue 20 item 23: the home page's demo-video test hit a 30 s cap), so the caps leave room.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  // The fake OAuth provider runs inside the test runner (a webServer entry would need a TypeScript runner for it,
  // which Node 20 lacks); the app reaches it only when a test signs in with GitHub or Google.
  globalSetup: "./tests/e2e/global-setup.ts",
  // Visual baselines live beside the specs, grouped by area: toHaveScreenshot(["templates", "x.png"]) →
  // tests/e2e/__screenshots__/templates/x-desktop.png.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{-projectName}{ext}",
  use: {
    baseURL,
    // A failed test keeps its trace with a DOM snapshot per action, but no screencast: recording the screencast for
    // every test (to throw it away when the test passes) doubled the browsers' CPU time and the wall time of a page
    // walk-through on the loaded 2-core CI machine (docs/benchmarks.md, "The test suite"). A failure's own screenshot
    // still comes with toHaveScreenshot's diff.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
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
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: [/mobile\.spec\.ts/, AI_SERVER_SPECS] },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/, testIgnore: AI_SERVER_SPECS },
    { name: "ai", use: { ...devices["Desktop Chrome"], baseURL: aiBaseURL }, testMatch: AI_SERVER_SPECS },
  ],
  // E2E_DESKTOP_ONLY=1 starts only the first server, for a run of specs that are not the `ai` project's: for working
  // on a few specs; `npm test` always starts both.
  webServer: webServers.slice(0, process.env.E2E_DESKTOP_ONLY === "1" ? 1 : 2),
});
