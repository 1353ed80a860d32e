// The document the print page renders: any owner's resume (the caller proved access with a signed print token),
// never a deleted one, upgraded to the current schema.
import "server-only";
import { db } from "@/lib/server/db";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export async function findPrintableResume(
  resumeId: string,
): Promise<{ data: TResumeData; config: TResumeConfig } | null> {
  const resume = await db.resume.findFirst({
    where: { id: resumeId, deletedAt: null },
    select: { data: true, config: true },
  });
  return resume ? upgradeResumeDocument(resume.data, resume.config) : null;
}
