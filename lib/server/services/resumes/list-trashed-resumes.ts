import "server-only";
import { db } from "@/lib/server/db";
import { readListPage } from "@/lib/server/services/paging/read-list-page";
import type { TResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";
import { listItemInclude, toResumeListItemDto } from "./to-resume-dto";
import type { ResumeListItemDto } from "@/lib/shared/validations/resumes/resume-dto";
import { trashCutoff } from "./trash-window";

/** GET /api/resumes/trash: resumes deleted within the retention window, most recently deleted first. */
export async function listTrashedResumes(
  userId: string,
  query: TResumeListQuery,
): Promise<{ data: ResumeListItemDto[]; count: number }> {
  const where = { userId, deletedAt: { gt: trashCutoff() } };
  const { rows, count } = await readListPage(query, {
    rows: (window) =>
      db.resume.findMany({
        where,
        orderBy: [{ deletedAt: "desc" }, { id: "desc" }],
        include: listItemInclude,
        ...window,
      }),
    count: () => db.resume.count({ where }),
  });
  return { data: rows.map(toResumeListItemDto), count };
}
