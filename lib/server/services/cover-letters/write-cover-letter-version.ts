// Every change of a cover letter is a new version (issue 26 item 3): a save, a restore, a letter written by AI. Under the
// application's row lock (scoped by user id: another user's application is the same 404 as an unknown one), the
// version the client edited must still be the newest, else 409 with the current letter, as a resume save answers
// (update-resume.ts); then the new version is written and the oldest beyond MAX_COVER_LETTER_VERSIONS dropped, in
// one transaction.
import "server-only";
import type { CoverLetter, CoverLetterSource, Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { MAX_COVER_LETTER_VERSIONS } from "@/lib/shared/validations/cover-letters/cover-letter";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { letterConflict } from "./letter-conflict";
import { lockApplicationLetter } from "./lock-application-letter";

type Version = {
  userId: string;
  applicationId: string;
  /** The version the client edited (0 when it had no letter); "newest" appends whatever the newest is (a letter
   * written by AI, paid for once it is done, is never lost to a save made while it ran: both stay versions). */
  expected: number | "newest";
  body: string;
  lang: TResumeLang;
  source: CoverLetterSource;
};

export async function writeCoverLetterVersion(tx: Prisma.TransactionClient, input: Version): Promise<CoverLetter> {
  const { userId, applicationId, expected, body, lang, source } = input;
  const locked = await lockApplicationLetter(tx, userId, applicationId);
  if (!locked) throw new AppError("NOT_FOUND");
  const newest = locked.current?.version ?? 0;
  if (expected !== "newest" && newest !== expected) throw letterConflict(locked.current);
  const version = newest + 1;
  const row = await tx.coverLetter.create({ data: { userId, applicationId, body, lang, version, source } });
  await tx.coverLetter.deleteMany({
    where: { applicationId, userId, version: { lte: version - MAX_COVER_LETTER_VERSIONS } },
  });
  return row;
}
