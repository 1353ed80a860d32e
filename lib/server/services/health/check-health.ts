// Liveness plus database reachability for load balancers and monitors. The query has its own short timeout so a
// hung database answers "down" quickly instead of holding the probe until the pool gives up.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { appVersion } from "@/lib/server/version";

export type HealthResult = {
  status: "ok" | "down";
  database: "up" | "down";
  version: string;
  uptimeSeconds: number;
};

const HEALTH_DB_TIMEOUT_MS = 2_000;

async function pingDatabase(client: Pick<PrismaClient, "$queryRaw">, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = client.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(
  client: Pick<PrismaClient, "$queryRaw"> = db,
  timeoutMs = HEALTH_DB_TIMEOUT_MS,
): Promise<HealthResult> {
  let isDatabaseUp: boolean;
  try {
    isDatabaseUp = await pingDatabase(client, timeoutMs);
  } catch {
    // The lazy client throws synchronously when no DATABASE_URL is configured.
    isDatabaseUp = false;
  }
  return {
    status: isDatabaseUp ? "ok" : "down",
    database: isDatabaseUp ? "up" : "down",
    version: appVersion,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
