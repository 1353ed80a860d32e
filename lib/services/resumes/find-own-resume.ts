// The caller's own, non-deleted resume. Someone else's id and a deleted one answer the same 404, so ids of other
// users' resumes cannot be probed.
import type { Resume } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/app-error";
import { hasUnsafeText } from "@/lib/api/unsafe-text";
import { db } from "@/lib/db";

export async function findOwnResume(userId: string, resumeId: string): Promise<Resume> {
  // Pages (/editor/{id}) reach here without the API's NUL check; PostgreSQL would fail on the query (500).
  if (hasUnsafeText(resumeId)) throw new AppError("NOT_FOUND");
  const resume = await db.resume.findFirst({ where: { id: resumeId, userId, deletedAt: null } });
  if (!resume) throw new AppError("NOT_FOUND");
  return resume;
}
