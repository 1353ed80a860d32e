// `npm run backup` and `npm run restore` with the embedded database (no DATABASE_URL: PGlite in <DATA_DIR>/pglite;
// issue 23 item 6): refused while the app holds the data folder, and otherwise a seeded database and folder come back
// in a fresh folder with every row of every table and every upload.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { claimDataDir } from "../../../scripts/lib/embedded-db.mjs";
import { fingerprint, ids, migrate, readTree, root, runScript, tempDir, withClient } from "./backup-helpers";
import { seedBackupData, seedDataFolder, type Seeded } from "./seed-backup-data";

type Held = { url: string; stop: () => Promise<unknown> };
const holders: ChildProcess[] = [];

/** Serves the embedded database of `dataDir` from a child process, as the launcher does (scripts/lib/embedded-db.mjs). */
async function holdEmbedded(dataDir: string): Promise<Held> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(path.join(root, "scripts/lib/embedded-db.mjs"))});
       const db = await m.startEmbeddedDb({ dataDir: ${JSON.stringify(path.join(dataDir, "pglite"))} });
       console.log(db.url);
       process.on("SIGTERM", async () => { await db.stop(); process.exit(0); });`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  holders.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    child.once("exit", (code) => reject(new Error(`the embedded database exited (${code})`)));
  });
  return {
    url,
    stop: () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    },
  };
}

const sourceData = tempDir("embedded-src");
const targetData = tempDir("embedded-dst");
const otherData = tempDir("embedded-other");
const archive = path.join(tempDir("embedded-out"), "embedded.tar");
let seeded: Seeded;

beforeAll(async () => {
  const held = await holdEmbedded(sourceData);
  await migrate(held.url);
  seeded = await seedBackupData(held.url, 1);
  await held.stop();
  seedDataFolder(sourceData, seeded.users[0] ?? "");
}, 120_000);

afterAll(() => {
  for (const child of holders) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of [sourceData, targetData, otherData, path.dirname(archive)])
    fs.rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore of the embedded database", () => {
  it("refuses while the app holds the data folder, saying why and what to do", async () => {
    // This process stands for a running launcher: it holds the folder's lock as scripts/start.mjs does.
    const lock = claimDataDir(sourceData, { url: "http://127.0.0.1:3999", mode: "start" });
    try {
      const refused = await runScript("backup", ["--out", archive], { DATA_DIR: sourceData });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`pid ${process.pid} at http://127.0.0.1:3999`);
      expect(refused.stderr).toContain("copied consistently only while the app is stopped");
      expect(fs.existsSync(archive)).toBe(false);
    } finally {
      lock.release();
    }
  });

  it("restores every row and file into a fresh data folder", async () => {
    const backup = await runScript("backup", ["--out", archive], { DATA_DIR: sourceData });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(/embedded database \(PostgreSQL [\d.]+ \(PGlite/);
    expect(backup.stdout).toContain("3 users, 6 resumes, 3 orders, 6 ledger rows");

    const restore = await runScript("restore", [archive], { DATA_DIR: targetData });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(fs.readdirSync(targetData).sort()).toEqual(["auth-secret", "pglite", "uploads"]);

    const [from, to] = [await holdEmbedded(sourceData), await holdEmbedded(targetData)];
    try {
      const [before, after] = [await withClient(from.url, fingerprint), await withClient(to.url, fingerprint)];
      expect(after.User).toMatch(/^3:/);
      expect(after).toEqual(before);
      await withClient(to.url, async (client) => {
        expect(await ids(client, "User")).toEqual([...seeded.users].sort());
        expect(await ids(client, "Resume")).toEqual([...seeded.resumes].sort());
        expect(await ids(client, "Order")).toEqual([...seeded.orders].sort());
        expect(await ids(client, "BalanceRecord")).toEqual([...seeded.balances].sort());
        expect(await ids(client, "TokenRecord")).toEqual([...seeded.tokens].sort());
        expect(await ids(client, "ShareLink")).toEqual([...seeded.shareLinks].sort());
        expect(await ids(client, "Job")).toEqual([...seeded.jobs].sort());
        expect(await ids(client, "Application")).toEqual([...seeded.applications].sort());
      });
    } finally {
      await Promise.all([from.stop(), to.stop()]);
    }
    const uploads = (dir: string) =>
      Object.fromEntries(
        Object.entries(readTree(path.join(dir, "uploads"))).filter(([name]) => !name.endsWith(".tmp")),
      );
    expect(uploads(targetData)).toEqual(uploads(sourceData));
  });

  it("refuses a data folder that already holds a database without --force", async () => {
    const refused = await runScript("restore", [archive], { DATA_DIR: targetData });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(targetData, "pglite")} holds a database`);
    const wrongKind = await runScript("restore", [archive], {
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/none",
      DATA_DIR: otherData,
    });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain("this backup holds an embedded database: restore it with DATABASE_URL unset");
  });
});
