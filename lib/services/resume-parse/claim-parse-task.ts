// A parse stream's first step: it runs the task only if it moves it from PENDING to RUNNING itself (one conditional
// update, so of many streams of one task exactly one runs it). The others replay the stored outcome of a finished
// task, or hear that it is still running. Another user's task and an unknown id are both NOT_FOUND.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";

const ZParseOutcome = z.discriminatedUnion("event", [
  z.object({ event: z.literal("finish"), data: z.object({ resumeId: z.string(), message: z.string() }) }),
  z.object({ event: z.literal("error"), data: z.object({ code: z.number(), message: z.string() }) }),
]);
export type TParseOutcome = z.infer<typeof ZParseOutcome>;

const ZClaimedParseInput = z.object({ templateName: z.string(), contentJson: z.string() });

export const errorOutcome = (error: AppError): TParseOutcome => ({
  event: "error",
  data: { code: error.code, message: error.message },
});

/**
 * A claimed task's input: the template, and the content as the JSON text it is stored as. Up to 4 MiB of it: decoding
 * and checking it here took a few hundred milliseconds of the event loop every user shares, so it is read as text
 * and handed to the parser's thread as it is, which decodes and checks it there (issue 20 item 1).
 */
export type TClaimedParseInput = { templateName: string; contentJson: string };

export type TParseClaim = { claimed: { id: string; input: TClaimedParseInput } } | { outcome: TParseOutcome };

export async function claimParseTask(userId: string, taskId: string): Promise<TParseClaim> {
  const { count } = await db.aiTask.updateMany({
    where: { id: taskId, userId, kind: "PARSE", status: "PENDING" },
    data: { status: "RUNNING" },
  });
  const task = await db.aiTask.findFirst({
    where: { id: taskId, userId, kind: "PARSE" },
    select: { id: true, status: true, result: true, error: true },
  });
  if (!task) throw new AppError("NOT_FOUND", { message: "Parse task not found" });
  if (count === 1) {
    const [row] = await db.$queryRaw<{ templateName: string | null; contentJson: string | null }[]>`
      SELECT input->>'templateName' AS "templateName", (input->'content')::text AS "contentJson"
      FROM "AiTask" WHERE id = ${taskId} AND "userId" = ${userId}`;
    const input = ZClaimedParseInput.parse(row);
    return { claimed: { id: task.id, input } };
  }
  if (task.status === "RUNNING") return { outcome: errorOutcome(new AppError("AI_TASK_RUNNING")) };
  const stored = ZParseOutcome.safeParse(task.result);
  return { outcome: stored.success ? stored.data : errorOutcome(new AppError("INTERNAL")) };
}
