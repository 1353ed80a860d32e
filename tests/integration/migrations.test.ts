// The migrations build the whole schema on an empty database, with the CHECK constraints Prisma cannot express.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Client } from "pg";
import { env } from "@/lib/server/env";

const run = promisify(execFile);
const APP_TABLES = [
  "Account",
  "AdminAuditLog",
  "AiTask",
  "Application",
  "BalanceRecord",
  "Captcha",
  "Category",
  "CoverLetter",
  "Example",
  "Job",
  "OfferApplication",
  "Order",
  "ParseReviewItem",
  "ProcessedWebhookEvent",
  "RateLimit",
  "Resume",
  "ResumeEvent",
  "ResumeSnapshot",
  "Review",
  "ReviewComment",
  "ReviewLink",
  "Session",
  "ShareLink",
  "ShareLinkView",
  "ShareLinkVisitor",
  "SignInThrottle",
  "SpentChallenge",
  "Template",
  "TokenRecord",
  "UsedOfferProof",
  "User",
  "VerificationCode",
];

const serverUrl = env().DATABASE_URL ?? "";
const databaseName = `rb_mig_${randomBytes(6).toString("hex")}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

// The migrator is an ESM script with top-level await, which jest's CommonJS transform cannot load: run it as CI does.
const migrate = (command: "deploy" | "status") =>
  run(process.execPath, ["scripts/db-migrate.mjs", command], { env: { ...process.env, DATABASE_URL: databaseUrl } });

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
});

afterAll(async () => {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}"`));
});

describe("migrations from zero", () => {
  it("create every app table and enforce the non-negative balance", async () => {
    const { stdout } = await migrate("deploy");
    expect(stdout).toMatch(/Applied \d+ migration\(s\)/);

    await onServer(databaseUrl, async (client) => {
      const { rows } = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
         ORDER BY table_name`,
      );
      expect(rows.map((row) => row.table_name).sort()).toEqual([...APP_TABLES].sort());

      const insert = `INSERT INTO "User" (id, "nickName", "updatedAt", "balanceCents") VALUES ($1, 'n', now(), $2)`;
      await client.query(insert, ["ok-user", 0]);
      const refused = await client.query(insert, ["negative-user", -1]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: "23514", constraint: "User_balanceCents_nonnegative" });
    });
  });

  it("leave nothing pending afterwards", async () => {
    const { stdout } = await migrate("status");
    const status = JSON.parse(stdout) as { history: unknown; failedMigrationNames: string[] };
    expect(status.history).toBeNull();
    expect(status.failedMigrationNames).toEqual([]);
  });
});
