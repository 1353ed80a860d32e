// GET /api/orders (docs/product.md §7): the caller's orders, newest first, as `{ count, data }`.
import "server-only";
import { db } from "@/lib/server/db";
import { newestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type { OrderPage } from "@/lib/shared/validations/orders/order-dto";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";
import { toOrderDto } from "./to-order-dto";

export async function listOrders(userId: string, query: TListPageQuery): Promise<OrderPage> {
  const where = { userId };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.order.findMany({ where, orderBy: newestFirst(), ...window }),
    count: () => db.order.count({ where }),
  });
  return { count, data: rows.map(toOrderDto) };
}
