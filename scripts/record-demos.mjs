#!/usr/bin/env node
// `npm run record:demos`: records the home page's AI demos again (docs/product.md §2; playwright.demos.config.ts, specs
// in scripts/demos/) into public/demos/: ai-<assistant|polish|translate|upload>-<en|zh>.webm and .webp posters. Needs
// ffmpeg on PATH (Debian/Ubuntu: `apt-get install -y ffmpeg`; macOS: `brew install ffmpeg`), with libvpx-vp9 and
// libwebp, which those builds have. Playwright records through an ffmpeg of its own that it downloads; instead, a
// browsers folder of our own (PLAYWRIGHT_BROWSERS_PATH, which affects nothing else here: the browser is the system
// Chromium) gets a link to the system's ffmpeg where Playwright looks for its build. Runs like the browser tests,
// through scripts/test.mjs: a fresh database, AUTH_SECRET and a free port.
//   npm run record:demos [-- --grep "zh: AI polish"]   (one demo)
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib/launch-env.mjs";

function systemFfmpeg() {
  try {
    execFileSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  } catch {
    console.error(
      "[demos] ffmpeg was not found. Install it (apt-get install -y ffmpeg, brew install ffmpeg) and retry.",
    );
    process.exit(1);
  }
  return execFileSync(process.platform === "win32" ? "where" : "which", ["ffmpeg"], { encoding: "utf8" })
    .split("\n")[0]
    .trim();
}

/** Where Playwright looks for its ffmpeg: <browsers>/ffmpeg-<revision>/<name> (playwright-core's registry). */
function linkFfmpegForPlaywright(ffmpeg) {
  const browsers = JSON.parse(fs.readFileSync(path.join(root, "node_modules/playwright-core/browsers.json"), "utf8"));
  const { revision } = browsers.browsers.find((b) => b.name === "ffmpeg");
  const name = { linux: "ffmpeg-linux", darwin: "ffmpeg-mac", win32: "ffmpeg-win64.exe" }[process.platform];
  const browsersPath = path.join(root, "node_modules/.cache/playwright-demos");
  const dir = path.join(browsersPath, `ffmpeg-${revision}`);
  fs.mkdirSync(dir, { recursive: true });
  const link = path.join(dir, name);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(fs.realpathSync(ffmpeg), link);
  return browsersPath;
}

const browsersPath = linkFfmpegForPlaywright(systemFfmpeg());
const result = spawnSync(
  process.execPath,
  ["scripts/test.mjs", "e2e", "--config", "playwright.demos.config.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath } },
);
process.exit(result.status ?? 1);
