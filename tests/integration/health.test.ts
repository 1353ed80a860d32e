// checkHealth and GET /api/health against the real database, and against servers that refuse or never answer.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "@jest/globals";
import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/health/route";
import { PrismaClient } from "@/generated/prisma/client";
import { toErrorResponse } from "@/lib/server/api/envelope";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { checkHealth } from "@/lib/server/services/health/check-health";
import { appVersion } from "@/lib/server/version";

const clients: PrismaClient[] = [];
function clientFor(connectionString: string): PrismaClient {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  clients.push(client);
  return client;
}

afterAll(async () => {
  await Promise.all([...clients, getDb()].map((client) => client.$disconnect()));
});

describe("checkHealth", () => {
  it("reports up against the real database", async () => {
    const result = await checkHealth(clientFor(env().DATABASE_URL ?? ""));
    expect(result).toEqual({ status: "ok", database: "up", version: appVersion, uptimeSeconds: expect.any(Number) });
  });

  it("reports down when the server refuses connections", async () => {
    const result = await checkHealth(clientFor("postgresql://postgres@127.0.0.1:1/nope"));
    expect(result).toMatchObject({ status: "down", database: "down", version: appVersion });
  });

  it("reports down within the timeout when the server never answers", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const startedAt = Date.now();
      const result = await checkHealth(clientFor(`postgresql://postgres@127.0.0.1:${port}/hang`), 300);
      expect(result.database).toBe("down");
      // The silent server never answers: without the 300 ms limit the check would hang; seconds leave room for load.
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("GET /api/health", () => {
  it("answers 200 with the envelope from the configured database", async () => {
    const response = await GET(new NextRequest("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      code: 0,
      data: { status: "ok", database: "up", version: appVersion },
    });
  });
});

describe("database outage in a handler", () => {
  it("answers 503, not 500, when a query cannot reach the server", async () => {
    const unreachable = clientFor("postgresql://postgres@127.0.0.1:1/nope");
    const error = await unreachable.user.findFirst().then(
      () => null,
      (caught: unknown) => caught,
    );
    const response = toErrorResponse(error, "req-outage", logger);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ code: 503, message: "Service temporarily unavailable" });
  });
});
