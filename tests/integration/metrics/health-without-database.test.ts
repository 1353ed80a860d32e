// With a database that refuses connections: live still answers 200 and never creates the database client (it
// touches no database at all), while ready and /api/health answer 503 naming the database.
import "./set-unreachable-db-env";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getLive } from "@/app/api/health/live/route";
import { GET as getReady } from "@/app/api/health/ready/route";
import { getDb } from "@/lib/server/db";
import type { TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { serveAppRoutes } from "./serve-app-routes";

/** lib/server/db.ts keeps its client here once it is created (on the first query). */
const dbClientCreated = () => (globalThis as { prisma?: unknown }).prisma !== undefined;

let app: TServedRoutes;
beforeAll(async () => {
  app = await serveAppRoutes({ "/api/health": getHealth, "/api/health/live": getLive, "/api/health/ready": getReady });
});
afterAll(async () => {
  await app.close();
  if (dbClientCreated()) await getDb().$disconnect();
});

const get = (path: string) => fetch(`${app.origin}${path}`);

describe("health probes without a database", () => {
  it("live answers 200 and never creates the database client", async () => {
    expect(dbClientCreated()).toBe(false);
    const response = await get("/api/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { status: "ok" } });
    expect(dbClientCreated()).toBe(false);
  });

  it("ready answers 503 naming the database", async () => {
    const response = await get("/api/health/ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      code: 503,
      details: { status: "not-ready", database: "down", migrations: "unknown" },
    });
    expect(dbClientCreated()).toBe(true);
  });

  it("/api/health answers 503 as before", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 503, details: { database: "down" } });
  });
});
