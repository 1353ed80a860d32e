import "server-only";
import { db } from "@/lib/server/db";
import { readListPage } from "@/lib/server/services/paging/read-list-page";
import type { TResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";
import { listItemInclude, toResumeListItemDto } from "./to-resume-dto";
import type { ResumeListItemDto } from "@/lib/shared/validations/resumes/resume-dto";

/** GET /api/resumes: the caller's resumes outside the trash, newest update first (a variant with its master). */
export async function listResumes(
  userId: string,
  query: TResumeListQuery,
): Promise<{ data: ResumeListItemDto[]; count: number }> {
  const where = { userId, deletedAt: null };
  const { rows, count } = await readListPage(query, {
    rows: (window) =>
      db.resume.findMany({
        where,
        orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
        include: listItemInclude,
        ...window,
      }),
    count: () => db.resume.count({ where }),
  });
  return { data: rows.map(toResumeListItemDto), count };
}
