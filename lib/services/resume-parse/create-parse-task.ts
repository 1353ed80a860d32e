// POST /api/getResumeParseTaskId: keeps the extracted text and the chosen template in a PENDING task of kind PARSE, so
// that the stream request (on any instance) carries nothing but the task id. What would make the run fail for sure
// (an unknown or pro template, the 5-resume cap) is refused here, before the user waits on a stream.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { assertCanUseTemplate } from "@/lib/permissions/assert-can-use-template";
import { assertResumeSlot } from "@/lib/services/resumes/assert-resume-slot";
import { loadMembership } from "@/lib/services/resumes/load-membership";
import { resolveTemplateName } from "@/lib/services/resumes/resolve-template-name";
import { DEFAULT_TEMPLATE } from "@/lib/templates/registry";
import type { TParseTaskBody, TParseTaskInput } from "@/lib/validations/resume-parse/parse-task";

export async function createParseTask(userId: string, body: TParseTaskBody): Promise<{ taskId: string }> {
  const templateName = body.template ? await resolveTemplateName(body.template) : DEFAULT_TEMPLATE;
  const membership = await loadMembership(userId);
  assertCanUseTemplate(membership, templateName);
  await assertResumeSlot(userId, membership);
  const input: TParseTaskInput = { content: body.content, templateName };
  const task = await db.aiTask.create({
    data: { userId, kind: "PARSE", input: input as Prisma.InputJsonValue },
    select: { id: true },
  });
  return { taskId: task.id };
}
