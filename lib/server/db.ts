// Prisma singleton over node-postgres, created on first use (so `next build` needs no database) and cached on
// globalThis so dev reloads do not open new pools.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/server/env";

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides one");
  // The embedded PGlite multiplexes every socket onto one session, so its pool must be 1 (docs/decisions.md).
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: DATABASE_POOL_MAX,
    connectionTimeoutMillis: 5_000,
  });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForDb.prisma ??= createClient();
  return globalForDb.prisma;
}

/** `db.user.findMany(...)` etc.; the client is created on the first property access. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value: unknown = Reflect.get(client, property);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
