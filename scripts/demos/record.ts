// One demo recording: a fresh browser context records a video (Playwright's recordVideo, which pipes its frames
// through ffmpeg: scripts/record-demos.mjs points Playwright at the system's), signed in as a new user with tokens;
// the demo marks where the interesting part begins; then ffmpeg cuts the video from there, speeds it up to fit
// MAX_SECONDS if needed, scales it down and compresses it (VP9, no sound) into public/demos/, with a poster (WebP)
// taken from its last second, which shows the result.
import { execFileSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { signInNewUser } from "../../tests/e2e/support/session";
import { SIGN_UP_TOKENS } from "../../tests/e2e/support/users";

export type DemoLocale = "en" | "zh";
export type DemoName = "assistant" | "polish" | "translate" | "upload";

const OUT_DIR = path.resolve("public/demos");
const RECORD_SIZE = { width: 1280, height: 720 };
/** Long enough to show the whole action, short enough to stay small (about 400 kB at most). */
const MAX_SECONDS = 14;
/** The final state stays on screen this long before the loop starts again. */
const HOLD_MS = 1_500;

type Demo = {
  browser: Browser;
  baseURL: string;
  name: DemoName;
  locale: DemoLocale;
  run: (page: Page, tools: { userId: string; startClip: () => void }) => Promise<void>;
};

export const localePrefix = (locale: DemoLocale) => (locale === "zh" ? "/ch" : "");

export async function recordDemo({ browser, baseURL, name, locale, run }: Demo): Promise<void> {
  const rawDir = path.resolve("test-results-demos/raw");
  const context = await browser.newContext({
    viewport: RECORD_SIZE,
    deviceScaleFactor: 1,
    locale: locale === "zh" ? "zh-CN" : "en-US",
    recordVideo: { dir: rawDir, size: RECORD_SIZE },
    // The demos show the motion the product really has.
    reducedMotion: "no-preference",
  });
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const page = await context.newPage();
  const recordingStartedAt = Date.now();
  let clipStartsAt = recordingStartedAt;
  await run(page, { userId: user.id, startClip: () => (clipStartsAt = Date.now()) });
  await page.waitForTimeout(HOLD_MS);
  const clipEndsAt = Date.now();
  const video = page.video();
  await context.close();
  if (!video) throw new Error("Playwright recorded no video");
  encode(
    await video.path(),
    name,
    locale,
    (clipStartsAt - recordingStartedAt) / 1000,
    (clipEndsAt - clipStartsAt) / 1000,
  );
}

function encode(raw: string, name: DemoName, locale: DemoLocale, startSeconds: number, seconds: number): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const base = path.join(OUT_DIR, `ai-${name}-${locale}`);
  // Faster rather than cut: the end (the result) is the point of every demo.
  const speed = Math.min(1, MAX_SECONDS / seconds);
  // prettier-ignore
  execFileSync("ffmpeg", [
    "-y", "-loglevel", "error",
    "-ss", startSeconds.toFixed(2), "-t", seconds.toFixed(2), "-i", raw,
    "-an",
    "-vf", `setpts=(PTS-STARTPTS)*${speed.toFixed(4)},scale=960:-2,fps=15`,
    "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "44", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2",
    "-pix_fmt", "yuv420p",
    `${base}.webm`,
  ]);
  // prettier-ignore
  execFileSync("ffmpeg", [
    "-y", "-loglevel", "error",
    "-sseof", "-0.3", "-i", `${base}.webm`,
    "-frames:v", "1", "-c:v", "libwebp", "-quality", "70",
    `${base}.webp`,
  ]);
  const kb = (file: string) => Math.round(statSync(file).size / 1000);
  console.log(`[demos] ${path.basename(base)}: ${kb(`${base}.webm`)} kB video, ${kb(`${base}.webp`)} kB poster`);
}
