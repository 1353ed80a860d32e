import "server-only";
import { db } from "@/lib/server/db";
import type { TResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";
import { toResumeDto } from "./to-resume-dto";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

/** GET /api/resumes: the caller's resumes outside the trash, most recently updated first. */
export async function listResumes(
  userId: string,
  { currentPage, pageSize }: TResumeListQuery,
): Promise<{ data: ResumeDto[]; count: number }> {
  const where = { userId, deletedAt: null };
  const [rows, count] = await db.$transaction([
    db.resume.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.resume.count({ where }),
  ]);
  return { data: rows.map(toResumeDto), count };
}
