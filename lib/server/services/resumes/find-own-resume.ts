// The caller's own, non-deleted resume, or null. Someone else's id and a deleted one are the same miss, so ids of
// other users' resumes cannot be probed. API services use getOwnResume, which turns the miss into a 404.
import "server-only";
import type { Resume } from "@/generated/prisma/client";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";

export async function findOwnResume(userId: string, resumeId: string): Promise<Resume | null> {
  // Pages (/editor/{id}) reach here without the API's NUL check; PostgreSQL would fail on the query (500).
  if (hasUnsafeText(resumeId)) return null;
  return db.resume.findFirst({ where: { id: resumeId, userId, deletedAt: null } });
}
