// What the API answers for a cover letter (issue 26 item 3): a version whole, or its line in the history list.
import "server-only";
import type { CoverLetter } from "@/generated/prisma/client";
import type {
  CoverLetterDto,
  CoverLetterSourceDto,
  CoverLetterVersionDto,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";

const EXCERPT = 160;

const sourceOf = (source: CoverLetter["source"]) => source.toLowerCase() as CoverLetterSourceDto;

export function toCoverLetterDto(row: CoverLetter): CoverLetterDto {
  return {
    id: row.id,
    applicationId: row.applicationId,
    body: row.body,
    // Written from ZResumeLang only (save, restore, AI); English should a row ever hold anything else.
    lang: ZResumeLang.catch("en").parse(row.lang),
    version: row.version,
    source: sourceOf(row.source),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCoverLetterVersionDto(
  row: Pick<CoverLetter, "version" | "source" | "createdAt" | "body">,
): CoverLetterVersionDto {
  const line = row.body.replace(/\s+/gu, " ").trim();
  return {
    version: row.version,
    source: sourceOf(row.source),
    createdAt: row.createdAt.toISOString(),
    chars: row.body.length,
    excerpt: line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1).trimEnd()}…` : line,
  };
}
