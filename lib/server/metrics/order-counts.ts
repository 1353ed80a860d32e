// resumecraft_orders{status}: counted when Prometheus scrapes, from the database (one GROUP BY over the
// (status, expiresAt) index), at most once per ORDER_COUNTS_TTL_MS whatever the scrape rate. When the database does
// not answer, the series are left out of that scrape (an operator sees the gap, never stale figures as current).
import "server-only";
import type { Gauge } from "prom-client";
import { OrderStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { createCachedValue } from "@/lib/server/metrics/cached-value";

const ORDER_COUNTS_TTL_MS = 10_000;

type TOrderCounts = Record<OrderStatus, number>;

async function countOrders(): Promise<TOrderCounts> {
  const rows = await db.order.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = Object.fromEntries(Object.values(OrderStatus).map((status) => [status, 0])) as TOrderCounts;
  for (const row of rows) counts[row.status] = row._count._all;
  return counts;
}

const state = globalThis as unknown as { resumecraftOrderCounts?: () => Promise<TOrderCounts> };
const readOrderCounts = (state.resumecraftOrderCounts ??= createCachedValue(ORDER_COUNTS_TTL_MS, countOrders));

export async function collectOrderCounts(gauge: Gauge<"status">): Promise<void> {
  gauge.reset();
  try {
    const counts = await readOrderCounts();
    for (const [status, count] of Object.entries(counts)) gauge.set({ status }, count);
  } catch (error) {
    logger.warn({ err: error }, "order counts for /metrics not read");
  }
}
