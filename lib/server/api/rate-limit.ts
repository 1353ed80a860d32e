// Rate limits shared by every instance: counters live in Redis when REDIS_URL is set, else in PostgreSQL (table
// "RateLimit", rate-limiter-flexible's Prisma store). Unit tests have no database, so under NODE_ENV=test, or when a
// caller asks, counters stay in memory.
import "server-only";
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterPrisma,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { PrismaClient } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";

export type RateLimitRule = {
  /** Names the limit; counters are stored under `<key>:<subject>`. */
  key: string;
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
};

export type RateLimitStore =
  { store: "memory" } | { store: "prisma"; client?: PrismaClient } | { store: "redis"; client: Redis };

const limiters = new Map<string, RateLimiterAbstract>();
let redisClient: Redis | undefined;

function defaultStore(): RateLimitStore {
  const { NODE_ENV, REDIS_URL } = env();
  if (NODE_ENV === "test") return { store: "memory" };
  if (REDIS_URL) {
    // Fail fast while Redis is down: the insurance limiter counts in memory meanwhile.
    redisClient ??= new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    return { store: "redis", client: redisClient };
  }
  return { store: "prisma" };
}

export function createRateLimiter(rule: RateLimitRule, store: RateLimitStore = defaultStore()): RateLimiterAbstract {
  const options = { keyPrefix: rule.key, points: rule.points, duration: rule.duration };
  if (store.store === "memory") return new RateLimiterMemory(options);
  if (store.store === "redis") {
    return new RateLimiterRedis({
      ...options,
      storeClient: store.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
  return new RateLimiterPrisma({
    ...options,
    storeClient: store.client ?? db,
    tableName: "rateLimit",
    // The library would start a 5-minute clean-up timer per limiter that nothing can stop (it fired into finished test
    // files on a slow run and failed the suite); one sweep does it instead (the `rate-limit-purge` job,
    // lib/server/jobs/job-queues.ts).
    clearExpiredByTimeout: false,
    // A database hiccup must not turn every request into a 500: count in this process meanwhile.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** One limiter per rule, reused across requests (memory counters must survive between calls). */
function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const id = `${rule.key}|${rule.points}|${rule.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createRateLimiter(rule);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Counts one request of `subject` (e.g. `user:<id>` or `ip:<addr>`); throws 429 with Retry-After when over. */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  limiter?: RateLimiterAbstract,
): Promise<void> {
  if (!env().RATE_LIMIT_ENABLED) return;
  try {
    await (limiter ?? limiterFor(rule)).consume(subject);
  } catch (rejection) {
    // The library rejects with a RateLimiterRes when the limit is hit, and with an Error when the store fails.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(retryAfter) } });
  }
}
