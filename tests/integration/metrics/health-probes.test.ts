// GET /api/health/live and /api/health/ready over real HTTP against this run's database (made and migrated from zero
// by scripts/test.mjs, dropped after the run): ready needs every migration of prisma/migrations applied.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getLive } from "@/app/api/health/live/route";
import { GET as getReady } from "@/app/api/health/ready/route";
import { getDb } from "@/lib/server/db";
import { appVersion } from "@/lib/server/version";
import type { TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { serveAppRoutes } from "./serve-app-routes";

let app: TServedRoutes;
beforeAll(async () => {
  app = await serveAppRoutes({ "/api/health": getHealth, "/api/health/live": getLive, "/api/health/ready": getReady });
  // A running server's pool is connected; this process's is not yet. Ready gives the database 2 s
  // (check-readiness.ts), and the first connection of a cold client took longer beside the browser tests in CI
  // (load 10: ready answered 503 to the first probe).
  await getDb().$queryRaw`SELECT 1`;
});
afterAll(async () => {
  await app.close();
  await getDb().$disconnect();
});

const get = (path: string) => fetch(`${app.origin}${path}`);

describe("health probes", () => {
  it("live answers 200 with the version, never cached", async () => {
    const response = await get("/api/health/live");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      code: 0,
      data: { status: "ok", version: appVersion, uptimeSeconds: expect.any(Number) },
    });
  });

  it("ready answers 200 when the database is up and every migration is applied", async () => {
    const response = await get("/api/health/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      code: 0,
      data: { status: "ready", database: "up", migrations: "applied", pendingMigrations: 0, version: appVersion },
    });
  });

  it("ready answers 503 naming the migrations when one has no row, and 200 again once it has", async () => {
    type TRow = Record<string, unknown> & { id: string };
    const db = getDb();
    const [row] = await db.$queryRaw<TRow[]>`
      SELECT * FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    expect(row).toBeDefined();
    await db.$executeRaw`DELETE FROM _prisma_migrations WHERE id = ${row!.id}`;
    try {
      const response = await get("/api/health/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 503,
        message: "Not ready",
        details: {
          status: "not-ready",
          database: "up",
          migrations: "pending",
          pendingMigrations: 1,
          version: appVersion,
        },
      });
      // The old endpoint keeps its meaning: the database answers.
      expect((await get("/api/health")).status).toBe(200);
    } finally {
      await db.$executeRaw`
        INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at,
          applied_steps_count)
        VALUES (${row!.id}, ${row!.checksum}, ${row!.finished_at}, ${row!.migration_name}, ${row!.logs},
          ${row!.rolled_back_at}, ${row!.started_at}, ${row!.applied_steps_count})`;
    }
    expect((await get("/api/health/ready")).status).toBe(200);
  });
});
