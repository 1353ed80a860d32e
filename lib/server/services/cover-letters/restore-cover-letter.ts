// POST /api/applications/{id}/cover-letter/restore – an earlier version becomes the newest again, as a new version (the
// ones after it stay in the history), over the version the client showed (409 when stale). A version no longer kept,
// another user's application and an unknown one are all 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { CoverLetterDto, TRestoreCoverLetterBody } from "@/lib/shared/validations/cover-letters/cover-letter";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";
import { toCoverLetterDto } from "./to-cover-letter-dto";
import { writeCoverLetterVersion } from "./write-cover-letter-version";

export async function restoreCoverLetter(
  userId: string,
  applicationId: string,
  { from, version }: TRestoreCoverLetterBody,
): Promise<CoverLetterDto> {
  const row = await db.$transaction(async (tx) => {
    const source = await tx.coverLetter.findFirst({
      where: { applicationId, userId, version: from },
      select: { body: true, lang: true },
    });
    if (!source) throw new AppError("NOT_FOUND");
    return writeCoverLetterVersion(tx, {
      userId,
      applicationId,
      expected: version,
      body: source.body,
      lang: ZResumeLang.catch("en").parse(source.lang),
      source: "RESTORE",
    });
  });
  return toCoverLetterDto(row);
}
