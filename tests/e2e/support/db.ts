// The one Prisma client the browser specs use to seed and read the test database (the one the launcher serves).
// A spec that touches it ends with `test.afterAll(disconnectTestDb)`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

let client: PrismaClient | undefined;

export function testDb(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL must name the database the e2e server uses");
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 2 }) });
  return client;
}

export async function disconnectTestDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
