import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export function countRunningAiTasks(client: Prisma.TransactionClient, userId: string): Promise<number> {
  return client.aiTask.count({ where: { userId, status: "RUNNING" } });
}
