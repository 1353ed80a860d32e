// The Prisma store of rate-limiter-flexible against the real "RateLimit" table.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { consumeRateLimit, createRateLimiter } from "@/lib/server/api/rate-limit";
import { env } from "@/lib/server/env";
import { purgeExpiredRateLimits } from "@/lib/server/services/rate-limits/purge-expired-rate-limits";

const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: env().DATABASE_URL ?? "" }) });

afterAll(async () => {
  await prisma.rateLimit.deleteMany({ where: { key: { startsWith: "it-" } } });
  await prisma.$disconnect();
});

describe("rate limit with the PostgreSQL store", () => {
  it("refuses the request over the limit with Retry-After and keeps the counter in the table", async () => {
    const rule = { key: `it-${randomUUID()}`, points: 3, duration: 60 };
    const limiter = createRateLimiter(rule, { store: "prisma", client: prisma });
    const subject = "ip:198.51.100.7";
    for (let i = 0; i < 3; i++) await consumeRateLimit(rule, subject, limiter);

    const refused = await consumeRateLimit(rule, subject, limiter).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: 429 });
    const retryAfter = Number((refused as AppError).headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const row = await prisma.rateLimit.findUnique({ where: { key: `${rule.key}:${subject}` } });
    expect(row?.points).toBe(4);
    expect(row?.expire?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("shares the counter between limiter instances, as between app instances", async () => {
    const rule = { key: `it-${randomUUID()}`, points: 2, duration: 60 };
    const first = createRateLimiter(rule, { store: "prisma", client: prisma });
    const second = createRateLimiter(rule, { store: "prisma", client: prisma });
    await consumeRateLimit(rule, "user:u1", first);
    await consumeRateLimit(rule, "user:u1", second);
    await expect(consumeRateLimit(rule, "user:u1", first)).rejects.toMatchObject({ status: 429 });
    await expect(consumeRateLimit(rule, "user:u2", second)).resolves.toBeUndefined();
  });

  it("leaves ended windows to the one purge sweep: rows expired over an hour ago go, others stay", async () => {
    const now = new Date();
    const old = `it-${randomUUID()}`;
    const recent = `it-${randomUUID()}`;
    const live = `it-${randomUUID()}`;
    await prisma.rateLimit.createMany({
      data: [
        { key: old, points: 1, expire: new Date(now.getTime() - 2 * 60 * 60 * 1000) },
        { key: recent, points: 1, expire: new Date(now.getTime() - 10 * 60 * 1000) },
        { key: live, points: 1, expire: new Date(now.getTime() + 60_000) },
      ],
    });
    expect((await purgeExpiredRateLimits(now)).purged).toBeGreaterThanOrEqual(1);
    const left = await prisma.rateLimit.findMany({
      where: { key: { in: [old, recent, live] } },
      select: { key: true },
    });
    expect(left.map((row) => row.key).sort()).toEqual([recent, live].sort());
    // The limiter itself starts no clean-up timer of its own (it outlived finished test files on a slow run).
    const limiter = createRateLimiter(
      { key: `it-${randomUUID()}`, points: 1, duration: 1 },
      { store: "prisma", client: prisma },
    );
    expect((limiter as unknown as { _clearExpiredTimeoutId?: unknown })._clearExpiredTimeoutId).toBeUndefined();
  });
});
