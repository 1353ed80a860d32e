// A look at the check: with MAX_RUNNING_AI_TASKS already running, a new task is refused before any model call.
// claimGenerateTask enforces the limit atomically when a task actually starts.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { MAX_RUNNING_AI_TASKS } from "./ai-task-limits";
import { countRunningAiTasks } from "./count-running-ai-tasks";

export async function assertTaskSlot(userId: string): Promise<void> {
  if ((await countRunningAiTasks(db, userId)) >= MAX_RUNNING_AI_TASKS) throw new AppError("AI_TOO_MANY_TASKS");
}
