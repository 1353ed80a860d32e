// Records the home page's AI demos (SPEC §2; `npm run record:demos`, scripts/record-demos.mjs): the specs in
// scripts/demos/ drive the real app, on a production server with AI on that calls the scripted fake model, and
// Playwright records each as a video, which the specs then cut and compress with ffmpeg into public/demos/. Not part
// of `npm test`. Ports as in playwright.config.ts; its own build folder (PW_AI_DIST_DIR, default .next-demos), or the
// browser tests' one named there: one build serves every configuration (scripts/lib/build-state.mjs).
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const beside = (offset: number) => String(port + offset <= 65535 ? port + offset : port - offset);
process.env.E2E_AI_PORT ||= beside(2000);
process.env.E2E_AI_MODEL_PORT ||= beside(3000);
process.env.E2E_AI_CONTROL_PORT ||= beside(3001);
const baseURL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;

export default defineConfig({
  testDir: "scripts/demos",
  testMatch: /\.demo\.ts$/,
  // One at a time: two recordings on two cores would stutter.
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [["list"]],
  globalSetup: "./scripts/demos/global-setup.ts",
  outputDir: "test-results-demos",
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    },
  },
  webServer: {
    command: "node scripts/start.mjs start",
    url: `${baseURL}/api/health`,
    timeout: 400_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGINT", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_AI_PORT,
      APP_URL: baseURL,
      NEXT_DIST_DIR: process.env.PW_AI_DIST_DIR ?? ".next-demos",
      DATA_DIR: process.env.PW_AI_DATA_DIR ?? ".data/demos",
      LOG_LEVEL: "warn",
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_AI_MODEL_PORT}/v1`,
      AI_API_KEY: "demo-fake-key",
      AI_MODEL: "fake-model",
    },
  },
});
