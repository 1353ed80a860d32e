import "server-only";
import type { Order } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { findOwnOrder } from "./find-own-order";

export async function getOwnOrder(userId: string, id: string): Promise<Order> {
  const order = await findOwnOrder(userId, id);
  if (!order) throw new AppError("NOT_FOUND", { message: "Order not found" });
  return order;
}
