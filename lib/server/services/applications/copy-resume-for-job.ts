// POST /api/applications/{id}/copy-resume – "make a copy for this job" (issue 26 item 2). Resume variants (item 1) do
// not exist yet, so this is a plain copy through the resume copy path (copy-document.ts, create-resume-for-user.ts: the
// resume cap and template rules hold), named after the job and made the application's resume. The application is
// checked first, so a 404 copies nothing.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { copyDocument } from "@/lib/server/services/resumes/copy-document";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
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
  const source = await getOwnResume(userId, body.resumeId);
  const copy = await createResumeForUser(userId, await copyDocument(source, jobResumeName(own.job)));
  await db.application.updateMany({ where: { id, userId }, data: { resumeId: copy._id } });
  const row = await db.application.findFirst({ where: { id, userId }, select: applicationSelect });
  // Deleted while the copy was made: the copy stays in "My resumes", the application is gone.
  if (!row) throw new AppError("NOT_FOUND");
  return { application: toApplicationDto(row), resumeId: copy._id };
}
