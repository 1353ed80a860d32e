// The Redis store, used when REDIS_URL is set (several instances). CI sets REDIS_URL to the machine's Redis;
// a machine without Redis runs the PostgreSQL-store tests only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Redis } from "ioredis";
import { consumeRateLimit, createRateLimiter } from "@/lib/server/api/rate-limit";
import { env } from "@/lib/server/env";

const redisUrl = env().REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis("rate limit with the Redis store", () => {
  // Made in beforeAll: jest runs a skipped describe's body too, and a client made there would keep the run open.
  let client: Redis;
  beforeAll(() => {
    client = new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
  });
  afterAll(() => client.quit());

  it("shares one counter between instances and refuses over the limit with Retry-After", async () => {
    // Until the connection is ready the limiter counts in memory (insurance), per instance.
    await client.ping();
    const rule = { key: `it-${randomUUID()}`, points: 2, duration: 30 };
    const first = createRateLimiter(rule, { store: "redis", client });
    const second = createRateLimiter(rule, { store: "redis", client });
    await consumeRateLimit(rule, "ip:203.0.113.9", first);
    await consumeRateLimit(rule, "ip:203.0.113.9", second);
    await expect(consumeRateLimit(rule, "ip:203.0.113.9", first)).rejects.toMatchObject({ status: 429 });
    expect(Number(await client.get(`${rule.key}:ip:203.0.113.9`))).toBe(3);
    await client.del(`${rule.key}:ip:203.0.113.9`);
  });
});
