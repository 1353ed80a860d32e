// A parse stream's first step: it runs the task only if it moves it from PENDING to RUNNING itself (one conditional
// update, so of many streams of one task exactly one runs it). The others replay the stored outcome of a finished
// task, or hear that it is still running. Another user's task and an unknown id are both NOT_FOUND.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { ZParseTaskInput, type TParseTaskInput } from "@/lib/validations/resume-parse/parse-task";

const ZParseOutcome = z.discriminatedUnion("event", [
  z.object({ event: z.literal("finish"), data: z.object({ resumeId: z.string(), message: z.string() }) }),
  z.object({ event: z.literal("error"), data: z.object({ code: z.number(), message: z.string() }) }),
]);
export type TParseOutcome = z.infer<typeof ZParseOutcome>;

export const errorOutcome = (error: AppError): TParseOutcome => ({
  event: "error",
  data: { code: error.code, message: error.message },
});

export type TParseClaim = { claimed: { id: string; input: TParseTaskInput } } | { outcome: TParseOutcome };

export async function claimParseTask(userId: string, taskId: string): Promise<TParseClaim> {
  const { count } = await db.aiTask.updateMany({
    where: { id: taskId, userId, kind: "PARSE", status: "PENDING" },
    data: { status: "RUNNING" },
  });
  const task = await db.aiTask.findFirst({
    where: { id: taskId, userId, kind: "PARSE" },
    select: { id: true, status: true, input: true, result: true, error: true },
  });
  if (!task) throw new AppError("NOT_FOUND", { message: "Parse task not found" });
  if (count === 1) return { claimed: { id: task.id, input: ZParseTaskInput.parse(task.input) } };
  if (task.status === "RUNNING") return { outcome: errorOutcome(new AppError("AI_TASK_RUNNING")) };
  const stored = ZParseOutcome.safeParse(task.result);
  return { outcome: stored.success ? stored.data : errorOutcome(new AppError("INTERNAL")) };
}
