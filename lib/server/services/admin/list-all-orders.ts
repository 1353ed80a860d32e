// GET /api/ordersAdmin (docs/product.md §7): every user's orders, newest first, filtered by status and by user id or
// e-mail.
import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { toOrderDto } from "@/lib/server/services/orders/to-order-dto";
import type { AdminOrderPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TOrdersAdminQuery } from "@/lib/shared/validations/admin/admin";

const statusByCode: OrderStatus[] = ["CREATED", "PAID", "EXPIRED"];

export async function listAllOrders({
  currentPage,
  pageSize,
  status,
  userId,
  email,
}: TOrdersAdminQuery): Promise<AdminOrderPage> {
  const where: Prisma.OrderWhereInput = {
    ...(status === undefined ? {} : { status: statusByCode[status] }),
    ...(userId ? { userId } : {}),
    ...(email ? { user: { email: { contains: email, mode: "insensitive" } } } : {}),
  };
  const [rows, count] = await db.$transaction([
    db.order.findMany({
      where,
      include: { user: { select: { email: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.order.count({ where }),
  ]);
  return {
    count,
    data: rows.map(({ user, ...order }) => ({
      ...toOrderDto(order),
      userId: order.userId,
      email: user?.email ?? null,
    })),
  };
}
