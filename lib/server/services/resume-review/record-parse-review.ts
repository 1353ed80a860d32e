// After an upload is saved as a resume: keep the fields the parser was unsure of (confidence below REVIEW_CONFIDENCE)
// for the editor to mark. Each row keeps the value the parser wrote, read back from the saved document, so the
// editor and the review list can tell an edited field from one still to check.
import "server-only";
import { db } from "@/lib/server/db";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { REVIEW_CONFIDENCE } from "@/lib/shared/validations/resume-review/parse-review";
import { readFieldValue } from "@/lib/shared/validations/resume-review/read-field-value";

type ParsedField = { path: string; confidence: number; source: string };

export async function recordParseReview(resumeId: string, data: TResumeData, fields: ParsedField[]): Promise<number> {
  const rows = new Map<
    string,
    { resumeId: string; path: string; value: string; sourceLine: string; confidence: number }
  >();
  for (const field of fields) {
    if (!(field.confidence < REVIEW_CONFIDENCE) || rows.has(field.path)) continue;
    const value = readFieldValue(data, field.path);
    // An empty field has nothing to check; one the document does not hold (cut by a limit) cannot be shown.
    if (!value?.trim()) continue;
    rows.set(field.path, {
      resumeId,
      path: field.path,
      value,
      sourceLine: field.source.slice(0, 1_000),
      confidence: field.confidence,
    });
  }
  if (rows.size === 0) return 0;
  const { count } = await db.parseReviewItem.createMany({ data: [...rows.values()], skipDuplicates: true });
  return count;
}
