// The production server for a benchmark run: the launcher on a free port against `databaseUrl`, rate limits off,
// waiting until /api/health answers. Shared by the PDF and editor benchmarks.
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../lib/embedded-db.mjs";
import { root } from "../../lib/launch-env.mjs";

export async function startBenchServer({ databaseUrl, pooled, secret, dataDir }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // No APP_URL: the app calls itself http://127.0.0.1:<port>, the address the launcher prints, which is enough here
  // (a new port each run rebuilds nothing: settings are read at run time, scripts/lib/build-state.mjs).
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    RATE_LIMIT_ENABLED: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  };
  delete env.APP_URL;
  if (pooled) env.DATABASE_POOL_MAX = "1";
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "start"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error("the launcher exited before serving");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // SIGINT, like Ctrl-C: the launcher stops Next (which closes its PDF browser), then the database.
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.on("exit", resolve);
        child.kill("SIGINT");
      }),
  };
}
