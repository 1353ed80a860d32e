// POST /api/applications – a job from a pasted posting and its application (issue 26 items 2 and 5). Under the user's
// row lock, so concurrent creates queue and the count cannot pass MAX_APPLICATIONS_PER_USER; an attached resume or
// tracked link must be the caller's own (404 otherwise, nothing written).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import {
  MAX_APPLICATIONS_PER_USER,
  type ApplicationDto,
  type TCreateApplicationBody,
} from "@/lib/shared/validations/applications/application";
import { assertOwnAttachments } from "./assert-own-attachments";
import { applicationSelect, toApplicationDto } from "./to-application-dto";

export async function createApplication(userId: string, body: TCreateApplicationBody): Promise<ApplicationDto> {
  const row = await withUserLock(userId, async (tx) => {
    if ((await tx.application.count({ where: { userId } })) >= MAX_APPLICATIONS_PER_USER) {
      throw new AppError("APPLICATION_LIMIT_REACHED");
    }
    await assertOwnAttachments(tx, userId, body);
    const job = await tx.job.create({ data: { userId, ...body.job }, select: { id: true } });
    return tx.application.create({
      data: {
        userId,
        jobId: job.id,
        resumeId: body.resumeId ?? null,
        shareLinkId: body.shareLinkId ?? null,
        state: body.state,
        appliedAt: body.appliedAt ?? null,
        notes: body.notes,
        nextStep: body.nextStep,
        nextStepAt: body.nextStepAt ?? null,
      },
      select: applicationSelect,
    });
  });
  return toApplicationDto(row);
}
