// POST /api/resumes/copy/{id}: `id` is one of the caller's own resumes, or a public example (an Example row, whose
// document is its Resume). Copying an example counts as one use of it (Example.used, SPEC "used").
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { TCopyResumeBody } from "@/lib/shared/validations/resumes/create-resume";
import { copyDocument, copyName } from "./copy-document";
import { createResumeForUser } from "./create-resume-for-user";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

export async function copyResume(userId: string, id: string, body: TCopyResumeBody): Promise<ResumeDto> {
  const own = await db.resume.findFirst({ where: { id, userId, deletedAt: null } });
  if (own) {
    return createResumeForUser(userId, await copyDocument(own, (lang) => copyName(own.name, lang), body.template));
  }
  const example = await db.example.findFirst({ where: { id, resume: { deletedAt: null } }, include: { resume: true } });
  if (!example) throw new AppError("NOT_FOUND");
  const input = await copyDocument(example.resume, example.name, body.template);
  return createResumeForUser(userId, { ...input, exampleId: example.id });
}
