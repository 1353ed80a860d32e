// `npm run backup` and `npm run restore` with PostgreSQL (issue 23 item 6): a backup of a seeded database and data
// folder, restored into a fresh empty database and a fresh folder, holds every row of every table (compared by count
// and digest, and the seeded ids of users, resumes, orders and both ledgers) and every uploaded file. A non-empty
// target, a damaged archive and a foreign one are refused and change nothing; --force replaces in one transaction.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createDatabase, fingerprint, ids, migrate, readTree, runScript, tempDir, withClient } from "./backup-helpers";
import { seedBackupData, seedDataFolder, type Seeded } from "./seed-backup-data";

type Db = Awaited<ReturnType<typeof createDatabase>>;
let source: Db;
let target: Db;
let seeded: Seeded;
const sourceData = tempDir("backup-src");
const targetData = tempDir("backup-dst");
const work = tempDir("backup-out");
const archive = path.join(work, "site.tar");
const wholeFiles = (dir: string) =>
  Object.fromEntries(Object.entries(readTree(dir)).filter(([name]) => !name.endsWith(".tmp")));

beforeAll(async () => {
  source = await createDatabase("rb_backup_src");
  target = await createDatabase("rb_backup_dst");
  await migrate(source.url);
  seeded = await seedBackupData(source.url);
  seedDataFolder(sourceData, seeded.users[0] ?? "");
});

afterAll(async () => {
  await Promise.all([source?.drop(), target?.drop()]);
  for (const dir of [sourceData, targetData, work]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore with PostgreSQL", () => {
  it("restores every row and file into an empty database and data folder", async () => {
    const backup = await runScript("backup", ["--out", archive], { DATABASE_URL: source.url, DATA_DIR: sourceData });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toContain("3 users, 6 resumes, 3 orders, 6 ledger rows");
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const restore = await runScript("restore", [archive], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(restore).toMatchObject({ code: 0, stderr: "" });

    const [before, after] = await Promise.all([
      withClient(source.url, fingerprint),
      withClient(target.url, fingerprint),
    ]);
    expect(Object.keys(after)).toContain("_prisma_migrations");
    expect(after).toEqual(before);
    await withClient(target.url, async (client) => {
      expect(await ids(client, "User")).toEqual([...seeded.users].sort());
      expect(await ids(client, "Resume")).toEqual([...seeded.resumes].sort());
      expect(await ids(client, "Order")).toEqual([...seeded.orders].sort());
      expect(await ids(client, "BalanceRecord")).toEqual([...seeded.balances].sort());
      expect(await ids(client, "TokenRecord")).toEqual([...seeded.tokens].sort());
      expect(await ids(client, "ShareLink")).toEqual([...seeded.shareLinks].sort());
      expect(await ids(client, "Job")).toEqual([...seeded.jobs].sort());
      expect(await ids(client, "Application")).toEqual([...seeded.applications].sort());
    });
    expect(wholeFiles(path.join(targetData, "uploads"))).toEqual(wholeFiles(path.join(sourceData, "uploads")));
    expect(Object.keys(wholeFiles(path.join(targetData, "uploads")))).toHaveLength(2);
    expect(fs.readFileSync(path.join(targetData, "auth-secret"), "utf8")).toBe(
      fs.readFileSync(path.join(sourceData, "auth-secret"), "utf8"),
    );
  });

  it("refuses a target that holds data without --force, and changes nothing", async () => {
    await withClient(target.url, (client) =>
      client.query(`DELETE FROM "TokenRecord" WHERE id = $1`, [seeded.tokens[0] ?? ""]),
    );
    const before = await withClient(target.url, fingerprint);
    const uploadsBefore = readTree(path.join(targetData, "uploads"));

    const refused = await runScript("restore", [archive], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /the target is not empty \(the database rb_backup_dst_\w+ has tables; .*uploads holds files\)/,
    );
    expect(refused.stderr).toContain("Nothing was changed");
    expect(await withClient(target.url, fingerprint)).toEqual(before);
    expect(readTree(path.join(targetData, "uploads"))).toEqual(uploadsBefore);
  });

  it("with --force replaces the database and moves the previous uploads aside", async () => {
    fs.writeFileSync(path.join(targetData, "uploads", "avatars", "extra.png"), "not in the backup");
    const forced = await runScript("restore", [archive, "--force"], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(forced).toMatchObject({ code: 0, stderr: "" });
    expect(await withClient(target.url, fingerprint)).toEqual(await withClient(source.url, fingerprint));
    expect(wholeFiles(path.join(targetData, "uploads"))).toEqual(wholeFiles(path.join(sourceData, "uploads")));
    const kept = fs.readdirSync(targetData).filter((name) => name.startsWith("uploads.replaced-"));
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(targetData, kept[0] ?? "", "avatars", "extra.png"), "utf8")).toBe(
      "not in the backup",
    );
  });

  it("refuses a damaged archive before it changes anything", async () => {
    const empty = await createDatabase("rb_backup_bad");
    const emptyData = tempDir("backup-bad");
    try {
      // The archive with one upload altered after the manifest was written.
      const unpacked = tempDir("backup-unpacked");
      execFileSync("tar", ["-xf", archive, "-C", unpacked]);
      fs.appendFileSync(path.join(unpacked, "uploads/covers/resumes/cover-1.png"), "x");
      const damaged = path.join(work, "damaged.tar");
      execFileSync("tar", ["-cf", damaged, "-C", unpacked, "."]);
      fs.rmSync(unpacked, { recursive: true });
      // The archive cut short, as a full disk or an interrupted copy leaves it.
      const truncated = path.join(work, "truncated.tar");
      fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, 20_000));

      const settings = { DATABASE_URL: empty.url, DATA_DIR: emptyData };
      const altered = await runScript("restore", [damaged], settings);
      expect(altered.code).toBe(1);
      expect(altered.stderr).toContain("is damaged: uploads/covers/resumes/cover-1.png differs from its checksum");
      const cut = await runScript("restore", [truncated], settings);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(/truncated\.tar (is not a readable backup archive|is damaged)/);
      expect(await withClient(empty.url, fingerprint)).toEqual({});
      expect(fs.readdirSync(emptyData)).toEqual([]);
    } finally {
      await empty.drop();
      fs.rmSync(emptyData, { recursive: true, force: true });
    }
  });

  it("refuses a file that is not one of our backups", async () => {
    const foreign = tempDir("backup-foreign");
    try {
      fs.writeFileSync(path.join(foreign, "manifest.json"), JSON.stringify({ name: "another-app", files: {} }));
      const otherTar = path.join(work, "other.tar");
      execFileSync("tar", ["-cf", otherTar, "-C", foreign, "."]);
      const notTar = path.join(work, "notes.txt");
      fs.writeFileSync(notTar, "just some text\n");
      const settings = { DATABASE_URL: target.url, DATA_DIR: foreign };

      const other = await runScript("restore", [otherTar], settings);
      expect(other.code).toBe(1);
      expect(other.stderr).toContain("is not a ResumeCraft backup");
      const text = await runScript("restore", [notTar], settings);
      expect(text.code).toBe(1);
      expect(text.stderr).toContain("notes.txt is not a readable backup archive");
    } finally {
      fs.rmSync(foreign, { recursive: true, force: true });
    }
  });
});
