// Prisma 7 reads its datasource from here. The URL may be absent at `prisma generate` time.
import path from "node:path";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset",
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL,
  },
});
