// Whether my resume has fields left to check (the editor page asks, so that it loads the review only for resumes
// that came from an upload and still need it). One indexed lookup; no document is read.
import "server-only";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";

export async function hasParseReview(userId: string, resumeId: string): Promise<boolean> {
  // The page reaches here without the API's NUL check; PostgreSQL would fail on the query (500).
  if (hasUnsafeText(resumeId)) return false;
  const item = await db.parseReviewItem.findFirst({
    where: { resumeId, resume: { userId, deletedAt: null } },
    select: { id: true },
  });
  return item !== null;
}
