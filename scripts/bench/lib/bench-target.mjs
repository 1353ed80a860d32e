// The server a public-site benchmark measures: BENCH_BASE_URL when set (a production server already running),
// else a fresh one from the launcher (startBenchServer) on DATABASE_URL or a throwaway embedded database. The
// launcher seeds the catalogue on start, so the public pages have content without any seeding here.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDb } from "../../lib/embedded-db.mjs";
import { startBenchServer } from "./bench-server.mjs";

export async function openBenchTarget(label) {
  const reuse = process.env.BENCH_BASE_URL;
  if (reuse) return { base: reuse.replace(/\/+$/, ""), stop: async () => undefined };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `rb-bench-${label}-`));
  let embedded;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  try {
    const secret = crypto.randomBytes(32).toString("base64url");
    const server = await startBenchServer({ databaseUrl, pooled: Boolean(embedded), secret, dataDir: tmp });
    return {
      base: server.base,
      stop: async () => {
        await server.stop();
        await embedded?.stop();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await embedded?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}
