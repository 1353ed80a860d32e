// What the backup suites share: running `npm run backup` / `npm run restore` as an operator does (child processes with
// their own settings), databases of their own on the test server, and a fingerprint of a whole database to compare.
import { execFile, type ExecFileException } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { env } from "@/lib/server/env";

export const root = path.resolve(__dirname, "../../..");

export type CliResult = { code: number; stdout: string; stderr: string };

/** Runs scripts/<script>.mjs with exactly these settings (no .env of the checkout can add a DATABASE_URL). */
export function runScript(
  script: "backup" | "restore",
  args: string[],
  settings: { DATABASE_URL?: string; DATA_DIR: string },
): Promise<CliResult> {
  const { PATH, HOME } = process.env;
  // An empty DATABASE_URL is "unset" to the scripts and is not replaced by one from .env (loadDotEnv keeps set names).
  const childEnv: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH,
    HOME,
    DATABASE_URL: settings.DATABASE_URL ?? "",
    DATA_DIR: settings.DATA_DIR,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "scripts", `${script}.mjs`), ...args],
      { cwd: root, env: childEnv },
      (error: ExecFileException | null, stdout: string, stderr: string) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of the suite's own on the test server; `drop` removes it. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<unknown> }> {
  const serverUrl = env().DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/** Applies the migrations (the migrator is ESM with top-level await: run as CI does, like migrations.test.ts). */
export function migrate(url: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [path.join(root, "scripts/db-migrate.mjs"), "deploy"],
      { env: { ...process.env, DATABASE_URL: url } },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

/** Every table of the public schema: its row count and an MD5 of all its rows in a fixed order. */
export async function fingerprint(client: Pick<Client, "query">): Promise<Record<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename COLLATE "C"`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string; digest: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text COLLATE "C")) AS digest FROM "${name}" t`,
    );
    const [row] = rows;
    result[name] = `${row?.n}:${row?.digest ?? "-"}`;
  }
  return result;
}

export async function ids(client: Pick<Client, "query">, table: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM "${table}" ORDER BY id COLLATE "C"`);
  return rows.map((row) => row.id);
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rb-${prefix}-`));
}

/** Every file under `dir` with its bytes (relative path → base64), for comparing folders. */
export function readTree(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), fs.readFileSync(file).toString("base64")];
    }),
  );
}
