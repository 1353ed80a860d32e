// The data-folder lock of the launcher (scripts/lib/embedded-db.mjs, claimed by scripts/start.mjs): a lock left by a
// launcher that died, whose pid the system has since given to another process, must not block the next start; a
// lock of a launcher that still runs must.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "@jest/globals";
import { claimDataDir, processStartTime } from "../../../scripts/lib/embedded-db.mjs";

const root = path.resolve(__dirname, "../../..");
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-lock-"));
  dirs.push(dir);
  return dir;
}

/** Some other live process (not a launcher): its pid stands for one the system reused. */
function foreignProcess(): ChildProcess {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  started.push(child);
  return child;
}

const lockFile = (dir: string) => path.join(dir, "launcher.lock");
const readLock = (dir: string) =>
  JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as { pid: number; startTime?: string };
const writeLock = (dir: string, lock: object) => fs.writeFileSync(lockFile(dir), JSON.stringify(lock));

describe("launcher lock", () => {
  it("records who holds it: pid and that process's start time", () => {
    const dir = tempDataDir();
    const lock = claimDataDir(dir, { url: "http://127.0.0.1:3000", mode: "start" });
    expect(readLock(dir)).toMatchObject({ pid: process.pid, startTime: processStartTime(process.pid) });
    expect(processStartTime(process.pid)).toBeTruthy();
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over a stale lock whose pid now belongs to another live process", () => {
    const dir = tempDataDir();
    const other = foreignProcess();
    // As a launcher that crashed left it: its own start time, which the process now under that pid does not have.
    writeLock(dir, { pid: other.pid, startTime: "proc:1", url: "http://127.0.0.1:3000", mode: "start" });
    claimDataDir(dir, { mode: "start" }).release();
    // A lock of an older launcher (no start time): the command line shows the pid is not a launcher.
    writeLock(dir, { pid: other.pid, url: "http://127.0.0.1:3000", mode: "start" });
    expect(() => claimDataDir(dir, { mode: "start" })).not.toThrow();
    expect(readLock(dir).pid).toBe(process.pid);
  });

  it("refuses a lock whose launcher is still running", async () => {
    const dir = tempDataDir();
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(path.join(root, "scripts/lib/embedded-db.mjs"))}); m.claimDataDir(process.argv[1], { mode: "start" }); console.log("held"); setInterval(() => {}, 1000);`,
        dir,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    started.push(holder);
    await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()));
    expect(() => claimDataDir(dir, { mode: "start" })).toThrow(/Another instance is already running/);
  });

  it("lets the launcher start with a stale lock naming a live foreign pid", async () => {
    const dir = tempDataDir();
    const other = foreignProcess();
    writeLock(dir, { pid: other.pid, startTime: "proc:1", url: "http://127.0.0.1:3000", mode: "dev" });
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: "1", NODE_ENV: "development" };
    delete env.DATABASE_URL;
    const launcher = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "dev"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(launcher);
    let output = "";
    launcher.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => launcher.once("exit", (code) => resolve(code)));
    // It owns the folder once the lock names it; then stop it as Ctrl-C would.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && launcher.exitCode === null) {
      if (fs.existsSync(lockFile(dir)) && readLock(dir).pid === launcher.pid) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(output).not.toMatch(/Another instance/);
    expect(readLock(dir).pid).toBe(launcher.pid);
    launcher.kill("SIGINT");
    await exited;
  }, 30_000);
});
