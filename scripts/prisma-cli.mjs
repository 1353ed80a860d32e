#!/usr/bin/env node
// Runs the Prisma CLI with the offline schema-engine shim (docs/decisions.md, "Prisma offline").
//   npm run db:migrate:dev -- --name add_x      (= prisma migrate dev --name add_x)
// With no DATABASE_URL it opens the embedded database in <DATA_DIR>/pglite for the duration of the command.
import { spawn } from "node:child_process";
import path from "node:path";
import { claimDataDir, startEmbeddedDb } from "./lib/embedded-db.mjs";
import { dataDir, embeddedDbPassword, loadDotEnv, root } from "./lib/launch-env.mjs";

export async function runPrisma(args) {
  let embedded;
  let lock;
  if (args[0] !== "generate") loadDotEnv();
  if (args[0] !== "generate" && !process.env.DATABASE_URL) {
    lock = claimDataDir(dataDir(), { command: `prisma ${args.join(" ")}` });
    embedded = await startEmbeddedDb({ dataDir: path.join(dataDir(), "pglite"), password: embeddedDbPassword() });
  }
  const child = spawn(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), ...args], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      ...(embedded ? { DATABASE_URL: embedded.url } : {}),
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts/prisma-schema-engine.mjs"),
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
  });
  const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  await embedded?.stop();
  lock?.release();
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit(await runPrisma(process.argv.slice(2)));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
