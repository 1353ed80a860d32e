// What a cover letter's print page renders (issue 26 item 3): one version of a letter (the caller proved access with a
// signed print token naming it), with its job and the application's resume (out of the trash) for the look and the
// header, its document upgraded to the current schema. Null when the letter is gone.
import "server-only";
import { db } from "@/lib/server/db";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export type TPrintableLetter = {
  body: string;
  lang: TResumeLang;
  job: { company: string; role: string };
  resume: { data: TResumeData; config: TResumeConfig } | null;
};

export async function findPrintableCoverLetter(letterId: string): Promise<TPrintableLetter | null> {
  const letter = await db.coverLetter.findUnique({
    where: { id: letterId },
    select: {
      body: true,
      lang: true,
      userId: true,
      application: {
        select: {
          job: { select: { company: true, role: true } },
          resume: { select: { data: true, config: true, deletedAt: true, userId: true } },
        },
      },
    },
  });
  if (!letter) return null;
  const { resume, job } = letter.application;
  // The letter's owner's resume only, as every attachment is (assert-own-attachments.ts).
  const usable = resume && !resume.deletedAt && resume.userId === letter.userId ? resume : null;
  return {
    body: letter.body,
    lang: ZResumeLang.catch("en").parse(letter.lang),
    job,
    resume: usable && upgradeResumeDocument(usable.data, usable.config),
  };
}
