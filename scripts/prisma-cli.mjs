#!/usr/bin/env node
// Runs the Prisma CLI with the offline schema-engine shim (see docs/decisions.md: "Prisma offline").
//   node scripts/prisma-cli.mjs migrate dev --name add_x
// With no DATABASE_URL it starts the embedded PGlite on .data/pglite for the duration of the command.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function runPrisma(args, env = process.env) {
  let embedded;
  const needsDb = args[0] !== "generate" && !env.DATABASE_URL;
  if (needsDb) {
    const { startEmbeddedDb } = await import("./lib/embedded-db.mjs");
    embedded = await startEmbeddedDb({ root });
  }
  const child = spawn(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), ...args], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...env,
      ...(embedded ? { DATABASE_URL: embedded.url } : {}),
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts/prisma-schema-engine.mjs"),
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
  });
  const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  if (embedded) await embedded.stop();
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runPrisma(process.argv.slice(2)));
}
