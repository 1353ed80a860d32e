// One build serves every configuration (issue 22 item 7, scripts/lib/build-state.mjs): settings are not build inputs;
// a start whose settings differ from those the prerendered pages were made with deletes exactly those files (Next
// renders them again on demand) and leaves the build's code alone. The browser suite proves the rest on a real build:
// its AI-off and AI-on servers share one build folder (tests/e2e/shared-build.spec.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  isBuildCurrent,
  markBuilt,
  markRenderedWith,
  refreshPrerenderedPages,
  renderSettingsFingerprint,
  sourceFingerprint,
} from "../../../scripts/lib/build-state.mjs";

const PRERENDERED = [
  "server/app/en/guides/skills-section.html",
  "server/app/en/guides/skills-section.rsc",
  "server/app/en/guides/skills-section.meta",
  "server/app/en/guides/skills-section.segments/_tree.segment.rsc",
  "server/app/robots.txt.body",
  "server/app/robots.txt.meta",
  "server/app/_not-found.html",
];
const CODE = [
  "server/app/[locale]/guides/[slug]/page.js",
  "server/app/robots.txt/route.js",
  "server/chunks/ssr/app.js",
  "static/chunks/main.js",
  "BUILD_ID",
  "prerender-manifest.json",
];

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "build-state-"));
  for (const file of [...PRERENDERED, ...CODE]) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), "x");
  }
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const exists = (file: string) => fs.existsSync(path.join(distDir, file));
const aiOff = renderSettingsFingerprint("http://127.0.0.1:3000", {});
const aiOn = renderSettingsFingerprint("http://127.0.0.1:3000", { AI_BASE_URL: "http://m/v1", AI_MODEL: "m" });

test("the same settings as the build keep its prerendered pages", () => {
  markRenderedWith(distDir, aiOff);
  expect(refreshPrerenderedPages(distDir, aiOff)).toBe(0);
  expect(PRERENDERED.filter(exists)).toEqual(PRERENDERED);
});

test("other settings delete every prerendered file and nothing of the build's code, once", () => {
  markRenderedWith(distDir, aiOff);
  expect(refreshPrerenderedPages(distDir, aiOn)).toBe(7); // the .segments folder counts once
  expect(PRERENDERED.filter(exists)).toEqual([]);
  expect(CODE.filter(exists)).toEqual(CODE);
  // The new settings are recorded: the next start with them deletes nothing more.
  expect(refreshPrerenderedPages(distDir, aiOn)).toBe(0);
});

test("a build folder without a record of its settings is refreshed", () => {
  expect(refreshPrerenderedPages(distDir, aiOff)).toBeGreaterThan(0);
  expect(exists("server/app/robots.txt.body")).toBe(false);
});

test("every setting a prerendered page shows changes the fingerprint; other settings do not", () => {
  const base = renderSettingsFingerprint("http://127.0.0.1:3000", {});
  expect(renderSettingsFingerprint("http://127.0.0.1:3001", {})).not.toBe(base);
  for (const name of ["AI_BASE_URL", "AI_MODEL", "ZH_ICP_FILING", "ZH_PSB_FILING"])
    expect(renderSettingsFingerprint("http://127.0.0.1:3000", { [name]: "x" })).not.toBe(base);
  expect(renderSettingsFingerprint("http://127.0.0.1:3000", { AI_API_KEY: "secret", SMTP_URL: "smtp://x" })).toBe(base);
});

test("settings are not build inputs: the source fingerprint ignores them", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-src-"));
  try {
    fs.mkdirSync(path.join(root, "app"));
    fs.writeFileSync(path.join(root, "app/page.tsx"), "export default 1");
    const before = sourceFingerprint(root);
    process.env.AI_MODEL = "changed";
    process.env.APP_URL = "http://example.test";
    try {
      expect(sourceFingerprint(root)).toBe(before);
    } finally {
      delete process.env.AI_MODEL;
      delete process.env.APP_URL;
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a build marked for one folder's environment is current for a server with that folder, not another", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-src-"));
  try {
    fs.mkdirSync(path.join(root, "app"));
    fs.writeFileSync(path.join(root, "app/page.tsx"), "export default 1");
    // npm test builds with the browser tests' environment (scripts/lib/build-for-tests.mjs); their launcher checks
    // the build with its own (NEXT_DIST_DIR from playwright.config.ts).
    markBuilt(root, distDir, { NEXT_DIST_DIR: ".next-e2e" });
    expect(isBuildCurrent(root, distDir, { NEXT_DIST_DIR: ".next-e2e" })).toBe(true);
    expect(isBuildCurrent(root, distDir, { NEXT_DIST_DIR: ".next" })).toBe(false);
    fs.writeFileSync(path.join(root, "app/page.tsx"), "export default 22");
    expect(isBuildCurrent(root, distDir, { NEXT_DIST_DIR: ".next-e2e" })).toBe(false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
