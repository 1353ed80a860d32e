// GET /api/orders (docs/product.md §7): the caller's orders, newest first, as `{ count, data }`.
import "server-only";
import { db } from "@/lib/server/db";
import type { OrderPage } from "@/lib/shared/validations/orders/order-dto";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";
import { toOrderDto } from "./to-order-dto";

export async function listOrders(userId: string, { currentPage, pageSize }: TListPageQuery): Promise<OrderPage> {
  const where = { userId };
  const [rows, count] = await db.$transaction([
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.order.count({ where }),
  ]);
  return { count, data: rows.map(toOrderDto) };
}
