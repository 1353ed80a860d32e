// GET /api/health/ready: may this instance take traffic? The database answers, and every migration this build ships
// is applied (docs/operations.md, "Metrics and health"). Two small queries, each bounded by a short timeout, so a
// probe every few seconds costs nothing and a hung database answers "down" quickly.
import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { findPendingMigrations } from "@/lib/server/services/health/find-pending-migrations";
import { appVersion } from "@/lib/server/version";

export type ReadinessResult = {
  status: "ready" | "not-ready";
  database: "up" | "down";
  /** "unknown": the database did not answer, or the build's migrations folder could not be read. */
  migrations: "applied" | "pending" | "unknown";
  pendingMigrations: number;
  version: string;
};

type TRawClient = Pick<PrismaClient, "$queryRaw">;

const READY_DB_TIMEOUT_MS = 2_000;
// From the project folder at run time, as scripts/start.mjs migrates it; spread from an array so that Turbopack does
// not take the literal path for files to bundle (lib/server/extract/extract-pool.ts).
const MIGRATIONS_DIR = ["prisma", "migrations"];
// The ignore comment: the server runs from the project folder, so the build need not trace the whole project for it.
export const defaultMigrationsDir = () => path.join(/* turbopackIgnore: true */ process.cwd(), ...MIGRATIONS_DIR);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Finished, not rolled-back migrations; [] when the table does not exist yet (nothing was ever migrated). */
async function readAppliedMigrations(client: TRawClient): Promise<string[]> {
  const [table] = await client.$queryRaw<{ present: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
  if (!table?.present) return [];
  const rows = await client.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return rows.map((row) => row.migration_name);
}

async function readMigrationFolders(dir: string): Promise<string[] | null> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return null;
  }
}

export async function checkReadiness(
  client: TRawClient = db,
  { migrationsDir = defaultMigrationsDir(), timeoutMs = READY_DB_TIMEOUT_MS } = {},
): Promise<ReadinessResult> {
  const [applied, folders] = await Promise.all([
    // The lazy client throws synchronously when no DATABASE_URL is configured: that is "down" too.
    withTimeout(
      Promise.resolve().then(() => readAppliedMigrations(client)),
      timeoutMs,
    ).catch(() => null),
    readMigrationFolders(migrationsDir),
  ]);
  const pending = applied && folders ? findPendingMigrations(folders, applied) : [];
  const migrations = !applied || !folders ? "unknown" : pending.length > 0 ? "pending" : "applied";
  return {
    status: migrations === "applied" ? "ready" : "not-ready",
    database: applied ? "up" : "down",
    migrations,
    pendingMigrations: pending.length,
    version: appVersion,
  };
}
