import "server-only";
import type { Resume } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { findOwnResume } from "./find-own-resume";

/** The caller's own, non-deleted resume; 404 otherwise, the same answer for another user's id as for an unknown one. */
export async function getOwnResume(userId: string, resumeId: string): Promise<Resume> {
  const resume = await findOwnResume(userId, resumeId);
  if (!resume) throw new AppError("NOT_FOUND");
  return resume;
}
