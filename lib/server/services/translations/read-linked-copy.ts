// A linked translation as the services read it (issue 27 item 1): the caller's own copy, its link, and its source,
// both looked up by user id (another user's id is the same 404 as an unknown one). `source` is null when the source
// went to the trash or was deleted; `link` is null for a resume that is not (or no longer) a linked translation.
import "server-only";
import type { Prisma, Resume } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/api/app-error";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { ZTranslationLink, type TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";

type TLinkedCopy = {
  copy: Resume;
  doc: { data: TResumeData; config: TResumeConfig };
  link: TTranslationLink | null;
  source: (Resume & { doc: { data: TResumeData; config: TResumeConfig } }) | null;
};

export async function readLinkedCopy(
  userId: string,
  copyId: string,
  tx: Prisma.TransactionClient = db,
): Promise<TLinkedCopy> {
  const copy = await tx.resume.findFirst({ where: { id: copyId, userId, deletedAt: null } });
  if (!copy) throw new AppError("NOT_FOUND");
  const doc = upgradeResumeDocument(copy.data, copy.config);
  const parsed = ZTranslationLink.safeParse(copy.translationLink);
  const link = copy.translatedFromId && parsed.success ? parsed.data : null;
  if (!link || !copy.translatedFromId) return { copy, doc, link: null, source: null };
  const row = await tx.resume.findFirst({ where: { id: copy.translatedFromId, userId, deletedAt: null } });
  const source = row ? { ...row, doc: upgradeResumeDocument(row.data, row.config) } : null;
  return { copy, doc, link, source };
}
