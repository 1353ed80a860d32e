// What a cover letter is written from (issue 26 item 3): the caller's application, its job, and the resume attached
// to it (out of the trash; null when none is) with its document upgraded. Scoped by user id: another user's
// application is the same 404 as an unknown one.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export type TLetterContext = {
  applicationId: string;
  job: { company: string; role: string; description: string };
  resume: { id: string; data: TResumeData; config: TResumeConfig } | null;
};

export async function loadLetterContext(userId: string, applicationId: string): Promise<TLetterContext> {
  const row = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: {
      id: true,
      job: { select: { company: true, role: true, description: true } },
      resume: { select: { id: true, data: true, config: true, deletedAt: true, userId: true } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const { resume } = row;
  // An attached resume is always the owner's (assert-own-attachments.ts); checked again, as every read is scoped.
  const usable = resume && !resume.deletedAt && resume.userId === userId ? resume : null;
  return {
    applicationId: row.id,
    job: row.job,
    resume: usable && { id: usable.id, ...upgradeResumeDocument(usable.data, usable.config) },
  };
}
