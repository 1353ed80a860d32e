// POST /api/getResumeParseTaskId: keeps the extracted text and the chosen template in a PENDING task of kind PARSE, so
// that the stream request (on any instance) carries nothing but the task id. What would make the run fail for sure
// (an unknown or pro template, the 5-resume cap) is refused here, before the user waits on a stream.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import { resolveTemplateName } from "@/lib/server/services/resumes/resolve-template-name";
import { DEFAULT_TEMPLATE } from "@/lib/shared/templates/registry";
import type { TParseTaskBody, TParseTaskInput } from "@/lib/shared/validations/resume-parse/parse-task";

/** How long a made task waits for its stream before the user's next task clears it away. */
const UNSTREAMED_TASK_MS = 60 * 60_000;

export async function createParseTask(userId: string, body: TParseTaskBody): Promise<{ taskId: string }> {
  const templateName = body.template ? await resolveTemplateName(body.template) : DEFAULT_TEMPLATE;
  const membership = await loadMembership(userId);
  assertCanUseTemplate(membership, templateName);
  await assertCanCreateResume(membership, userId);
  const input: TParseTaskInput = { content: body.content, templateName };
  const [, task] = await db.$transaction([
    // A task is streamed right after it is made; one left unstreamed (the tab closed) would keep the resume's text for
    // ever: the user's older ones go when they make the next (issue 20 item 11).
    db.aiTask.deleteMany({
      where: { userId, kind: "PARSE", status: "PENDING", createdAt: { lt: new Date(Date.now() - UNSTREAMED_TASK_MS) } },
    }),
    db.aiTask.create({ data: { userId, kind: "PARSE", input: input as Prisma.InputJsonValue }, select: { id: true } }),
  ]);
  return { taskId: task.id };
}
