// Decides whether the production build is missing or stale: a fingerprint of every build input (paths, sizes,
// modification times) is written next to the build and compared at the next start. Settings are not build inputs
// (issue 22 item 7: one build serves every configuration): a page `next build` prerendered holds the settings the
// build ran with, so a start with other settings deletes those prerendered files (refreshPrerenderedPages) and Next
// renders each again on its first request, with the settings of this start, and caches it as before.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUT_DIRS = [
  "app",
  "pages",
  "components",
  "lib",
  "i18n",
  "messages",
  "public",
  "content",
  "generated",
  "prisma",
];
const INPUT_FILES = [
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "global.d.ts",
  "package.json",
  "package-lock.json",
];

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Settings a prerendered page shows: AI on or off (lib/server/env.ts isAiEnabled: the footer, the guides' start button),
// the site's address (appUrl: canonical links, robots.txt, the share image) and the Chinese filing notices. Pages
// that read anything else are rendered per request.
const RENDER_SETTINGS = ["AI_BASE_URL", "AI_MODEL", "ZH_ICP_FILING", "ZH_PSB_FILING"];

export function sourceFingerprint(root, env = process.env) {
  const hash = crypto.createHash("sha256");
  hash.update(`NEXT_DIST_DIR=${env.NEXT_DIST_DIR ?? ""}\n`);
  const files = [
    ...INPUT_DIRS.flatMap((d) => [...walk(path.join(root, d))]),
    ...INPUT_FILES.map((f) => path.join(root, f)),
  ];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const stat = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${Math.trunc(stat.mtimeMs)}\n`);
  }
  return hash.digest("hex");
}

const stampFile = (distDir) => path.join(distDir, "source-fingerprint");

export function isBuildCurrent(root, distDir, env = process.env) {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) return false;
  try {
    return fs.readFileSync(stampFile(distDir), "utf8") === sourceFingerprint(root, env);
  } catch {
    return false;
  }
}

export function markBuilt(root, distDir, env = process.env) {
  fs.writeFileSync(stampFile(distDir), sourceFingerprint(root, env));
}

/** The settings prerendered pages show; `appUrl` is the effective address (APP_URL, or the one from HOST and PORT). */
export function renderSettingsFingerprint(appUrl, env = process.env) {
  const hash = crypto.createHash("sha256");
  hash.update(`APP_URL=${appUrl}\n`);
  for (const name of RENDER_SETTINGS) hash.update(`${name}=${env[name] ?? ""}\n`);
  return hash.digest("hex");
}

const renderStampFile = (distDir) => path.join(distDir, "render-settings-fingerprint");
// What `next build` writes for a prerendered route beside its code (server/app/en/guides/x.html, .rsc, .meta,
// robots.txt.body, and the per-segment prefetch folder x.segments/): deleting them makes Next render the route on its
// next request. Nothing else in the build is touched.
const PRERENDERED = /\.(html|rsc|meta|body)$/;

function deletePrerendered(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name.endsWith(".segments")) {
      fs.rmSync(full, { recursive: true, force: true });
      count += 1;
    } else if (entry.isDirectory()) count += deletePrerendered(full);
    else if (PRERENDERED.test(entry.name)) {
      fs.rmSync(full, { force: true });
      count += 1;
    }
  }
  return count;
}

/**
 * Called at every start, after the build check: when the settings differ from those the prerendered pages were made
 * with, deletes the prerendered files and records the new settings. Answers how many files it deleted (0: the
 * settings were the same). Two servers with different settings may share one build folder: each start makes the
 * pages render again, and each server renders them with its own settings (Next keeps what it renders at run time in
 * its memory cache, not in the build folder).
 */
export function refreshPrerenderedPages(distDir, fingerprint) {
  const stamp = renderStampFile(distDir);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fingerprint) return 0;
  const appDir = path.join(distDir, "server/app");
  let deleted = fs.existsSync(appDir) ? deletePrerendered(appDir) : 0;
  // Pages rendered at run time by a server that still wrote them to disk (before next.config.ts turned that off).
  const runtimeCache = path.join(distDir, "server/route-cache");
  if (fs.existsSync(runtimeCache)) {
    fs.rmSync(runtimeCache, { recursive: true, force: true });
    deleted += 1;
  }
  fs.writeFileSync(stamp, fingerprint);
  return deleted;
}

/** After a build: the prerendered pages hold the settings the build ran with. */
export function markRenderedWith(distDir, fingerprint) {
  fs.writeFileSync(renderStampFile(distDir), fingerprint);
}
