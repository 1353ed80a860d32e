import "server-only";
import type { Order } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";

/** The caller's order, scoped by user id in the query: another user's id is a miss like an unknown one. */
export function findOwnOrder(userId: string, id: string): Promise<Order | null> {
  return db.order.findFirst({ where: { id, userId } });
}
