// What a backup records of its database and a restore compares: the rows of every table of the app's schema, and the
// last migration applied. Works on a `pg` client and on a PGlite instance alike (both answer query(sql) with rows).

const tablesSql = "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename COLLATE \"C\"";

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** { Table: rows, … } for every table in the public schema, in one statement (one snapshot). */
export async function readTableCounts(db) {
  const { rows: tables } = await db.query(tablesSql);
  if (tables.length === 0) return {};
  const columns = tables.map(({ tablename }) => `(SELECT count(*) FROM ${quote(tablename)}) AS ${quote(tablename)}`);
  const { rows } = await db.query(`SELECT ${columns.join(", ")}`);
  return Object.fromEntries(tables.map(({ tablename }) => [tablename, Number(rows[0][tablename])]));
}

/** The newest finished migration, or null before the first one. */
export async function readLastMigration(db) {
  const { rows } = await db.query("SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present");
  if (!rows[0].present) return null;
  const { rows: last } = await db.query(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name DESC LIMIT 1",
  );
  return last[0]?.migration_name ?? null;
}

/** Tables (or enum types, which a half-applied schema leaves) in the app's schema: anything means "not empty". */
export async function countSchemaObjects(db) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM pg_tables WHERE schemaname = 'public')
          + (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
              WHERE n.nspname = 'public' AND t.typtype = 'e') AS objects`,
  );
  return Number(rows[0].objects);
}

/** The tables whose row count differs from the backup's, as "Table: backup n, restored m" lines. */
export function diffTableCounts(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: backup ${expected[name] ?? "none"}, restored ${actual[name] ?? "none"}`);
}
