// Started on a port that is already in use, the server and the launcher stop with a failure status and one clear
// line (issue 20 item 18): before, the server's listen error reached Next's uncaughtException logger, which only
// logs it, and the process ended with status 0 (or, in development, stayed up serving nothing). The launcher's run
// also shows its own connection to the embedded database with the password it generated (item 14): it applies the
// migrations before it looks at the port.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

const root = path.resolve(__dirname, "../../..");
let holder: net.Server;
let port = 0;
const dirs: string[] = [];

beforeAll(async () => {
  holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  port = (holder.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a script to its end; resolves with its exit status and everything it printed. */
function runToExit(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

const inUseLine = (output: string) => output.split("\n").filter((line) => /already in use/.test(line));

describe("a port already in use", () => {
  it.each(["start", "dev"])(
    "stops serve.mjs (%s) with status 98 and one line naming the port",
    async (mode) => {
      const { code, output } = await runToExit([path.join(root, "scripts/serve.mjs"), mode], {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        NODE_ENV: mode === "dev" ? "development" : "production",
      });
      expect(code).toBe(98);
      expect(output.trim().split("\n")).toEqual([
        `[server] port ${port} is already in use on 127.0.0.1 (another server listens on 127.0.0.1:${port}): stop it, or set another PORT`,
      ]);
    },
    60_000,
  );

  it("stops the launcher with a failure status and one line, after its own password connection migrated the database", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-port-"));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) };
    delete env.DATABASE_URL;
    const { code, output } = await runToExit([path.join(root, "scripts/start.mjs"), "start"], env);
    expect(output).toMatch(/\[launcher\] (applied \d+ migration\(s\)|database schema is up to date)/);
    expect(inUseLine(output)).toEqual([
      `[launcher] port ${port} is already in use on 127.0.0.1 (another server listens on 127.0.0.1:${port}): stop it, or set another PORT`,
    ]);
    expect(code).toBe(98);
    expect(output).not.toMatch(/building/);
    // The password it used was generated into the data folder, readable by this user only; the folder is let go.
    const passwordFile = path.join(dataDir, "db-password");
    expect(fs.readFileSync(passwordFile, "utf8")).toMatch(/^[\w-]{40,}$/);
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(dataDir, "launcher.lock"))).toBe(false);
  }, 120_000);
});
