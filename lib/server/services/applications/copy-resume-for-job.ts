// POST /api/applications/{id}/copy-resume – "make a variant for this job" (issue 26 items 1, 2): a variant of the chosen
// resume (create-variant.ts: the resume cap and the variant limits hold; the master's later edits flow into it), named
// after the job and made the application's resume. The application is checked first, so a 404 makes nothing. The
// chosen resume being a variant already, the new one is its master's variant with the chosen one's content.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { createVariant } from "@/lib/server/services/variants/create-variant";
import type { CopyResumeForJobDto, TCopyResumeForJobBody } from "@/lib/shared/validations/applications/application";
import { applicationSelect, toApplicationDto } from "./to-application-dto";

const MAX_RESUME_NAME = 120;

/** "Frontend Engineer – Acme" (the role alone when the company is empty), cut to a resume name's length. */
function jobResumeName(job: { company: string; role: string }): string {
  return (job.company ? `${job.role} – ${job.company}` : job.role).slice(0, MAX_RESUME_NAME);
}

export async function copyResumeForJob(
  userId: string,
  id: string,
  body: TCopyResumeForJobBody,
): Promise<CopyResumeForJobDto> {
  const own = await db.application.findFirst({ where: { id, userId }, select: { job: true } });
  if (!own) throw new AppError("NOT_FOUND");
  const copy = await createVariant(userId, body.resumeId, { name: jobResumeName(own.job) }, { sibling: true });
  await db.application.updateMany({ where: { id, userId }, data: { resumeId: copy._id } });
  const row = await db.application.findFirst({ where: { id, userId }, select: applicationSelect });
  // Deleted while the copy was made: the copy stays in "My resumes", the application is gone.
  if (!row) throw new AppError("NOT_FOUND");
  return { application: toApplicationDto(row), resumeId: copy._id };
}
