// GET /api/ordersAdmin (docs/product.md §7): every user's orders, newest first, filtered by status and by user id or
// e-mail.
import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { newestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import { toOrderDto } from "@/lib/server/services/orders/to-order-dto";
import type { AdminOrderPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TOrdersAdminQuery } from "@/lib/shared/validations/admin/admin";

const statusByCode: OrderStatus[] = ["CREATED", "PAID", "EXPIRED"];

export async function listAllOrders(query: TOrdersAdminQuery): Promise<AdminOrderPage> {
  const { status, userId, email } = query;
  const where: Prisma.OrderWhereInput = {
    ...(status === undefined ? {} : { status: statusByCode[status] }),
    ...(userId ? { userId } : {}),
    ...(email ? { user: { email: { contains: email, mode: "insensitive" } } } : {}),
  };
  const include = { user: { select: { email: true } } };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.order.findMany({ where, include, orderBy: newestFirst(), ...window }),
    count: () => db.order.count({ where }),
  });
  return {
    count,
    data: rows.map(({ user, ...order }) => ({
      ...toOrderDto(order),
      userId: order.userId,
      email: user?.email ?? null,
    })),
  };
}
