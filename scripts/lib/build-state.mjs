// Decides whether the production build is missing or stale: a fingerprint of every build input (paths, sizes,
// modification times) is written next to the build and compared at the next start.
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

// Configuration baked into statically generated pages: a change means a rebuild.
const BUILD_ENV = ["APP_URL", "ZH_ICP_FILING", "ZH_PSB_FILING", "AI_BASE_URL", "AI_MODEL", "NEXT_DIST_DIR"];

export function sourceFingerprint(root) {
  const hash = crypto.createHash("sha256");
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
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

export function isBuildCurrent(root, distDir) {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) return false;
  try {
    return fs.readFileSync(stampFile(distDir), "utf8") === sourceFingerprint(root);
  } catch {
    return false;
  }
}

export function markBuilt(root, distDir) {
  fs.writeFileSync(stampFile(distDir), sourceFingerprint(root));
}
