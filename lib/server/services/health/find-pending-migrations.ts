// The migrations this build ships that the database has not finished: a folder of prisma/migrations without a row
// of _prisma_migrations that finished and was not rolled back. Rows without a folder (a newer build migrated the
// database during a rolling deploy) do not count: this build's schema is still all there.
import "server-only";

export function findPendingMigrations(folders: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return folders.filter((name) => !done.has(name)).sort();
}
