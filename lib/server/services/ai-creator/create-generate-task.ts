// The task a valid check leaves for the stream to run: everything the generation needs, so that the stream request
// may land on any instance and carries nothing but the task id.
import "server-only";
import { db } from "@/lib/server/db";
import type { TGenerateTaskInput } from "@/lib/shared/validations/ai/generate-task-input";

export async function createGenerateTask(userId: string, input: TGenerateTaskInput): Promise<string> {
  const task = await db.aiTask.create({ data: { userId, kind: "GENERATE", input }, select: { id: true } });
  return task.id;
}
