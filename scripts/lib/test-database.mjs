// A fresh database for one test run: a new database on the server of DATABASE_URL (dropped afterwards), or,
// with no DATABASE_URL, an in-memory embedded PostgreSQL. Either way it is migrated from zero.
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { migrateDeploy } from "../db-migrate.mjs";
import { startEmbeddedDb } from "./embedded-db.mjs";
import { root } from "./launch-env.mjs";

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(serverUrl) {
  const migrationsDir = path.join(root, "prisma/migrations");
  if (!serverUrl) {
    const embedded = await startEmbeddedDb({ dataDir: "memory://" });
    await migrateDeploy({ url: embedded.url, migrationsDir });
    return {
      url: embedded.url,
      poolMax: "1",
      description: "embedded PostgreSQL (in memory)",
      drop: () => embedded.stop(),
    };
  }
  const name = `rb_test_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  await migrateDeploy({ url: url.toString(), migrationsDir });
  return {
    url: url.toString(),
    poolMax: "10",
    description: `PostgreSQL database ${name} on ${url.host}`,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
