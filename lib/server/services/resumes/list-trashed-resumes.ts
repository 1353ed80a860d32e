import "server-only";
import { db } from "@/lib/server/db";
import type { TResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";
import { toResumeDto } from "./to-resume-dto";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { trashCutoff } from "./trash-window";

/** GET /api/resumes/trash: resumes deleted within the retention window, most recently deleted first. */
export async function listTrashedResumes(
  userId: string,
  { currentPage, pageSize }: TResumeListQuery,
): Promise<{ data: ResumeDto[]; count: number }> {
  const where = { userId, deletedAt: { gt: trashCutoff() } };
  const [rows, count] = await db.$transaction([
    db.resume.findMany({
      where,
      orderBy: [{ deletedAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.resume.count({ where }),
  ]);
  return { data: rows.map(toResumeDto), count };
}
