// POST /api/resumes/{id}/parse-review: the user accepted these fields (or all), or edited them; either way they are
// checked and their marks go for good. Accepting a field that is no longer under review changes nothing (a second
// tab, a double click), so the call is idempotent; another user's resume is NOT_FOUND like an unknown one.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { TAcceptParseReviewBody } from "@/lib/shared/validations/resume-review/parse-review";

export async function acceptParseReview(
  userId: string,
  resumeId: string,
  body: TAcceptParseReviewBody,
): Promise<{ accepted: number; remaining: number }> {
  const owned = await db.resume.findFirst({
    where: { id: resumeId, userId, deletedAt: null },
    select: { id: true },
  });
  if (!owned) throw new AppError("NOT_FOUND");
  const scope = { resumeId, resume: { userId } };
  const { count } = await db.parseReviewItem.deleteMany({
    where: body.all ? scope : { ...scope, path: { in: body.paths ?? [] } },
  });
  const remaining = await db.parseReviewItem.count({ where: scope });
  return { accepted: count, remaining };
}
