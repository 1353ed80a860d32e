// POST /api/applications/{id}/cover-letter – the edited letter as a new version over the one the client edited (409
// when that is no longer the newest; 404 for another user's application).
import "server-only";
import { db } from "@/lib/server/db";
import type { CoverLetterDto, TSaveCoverLetterBody } from "@/lib/shared/validations/cover-letters/cover-letter";
import { toCoverLetterDto } from "./to-cover-letter-dto";
import { writeCoverLetterVersion } from "./write-cover-letter-version";

export async function saveCoverLetter(
  userId: string,
  applicationId: string,
  { body, lang, version, fromTemplate }: TSaveCoverLetterBody,
): Promise<CoverLetterDto> {
  const row = await db.$transaction((tx) =>
    writeCoverLetterVersion(tx, {
      userId,
      applicationId,
      expected: version,
      body,
      lang,
      // Only a first letter can begin as the template (the panel offers it when there is none).
      source: fromTemplate && version === 0 ? "TEMPLATE" : "EDIT",
    }),
  );
  return toCoverLetterDto(row);
}
