import { z } from "zod";

/** `{id}` path segment of /api/resumes/{id}/… (cuid of a Resume, or of an Example for copy). */
export const ZResumeIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /api/resumes and /api/resumes/trash: SPEC §9 leaves the shared page size open; 12 fits a 3- or 4-column grid. */
export const ZResumeListQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(12).transform((n) => Math.min(n, 50)),
});

export type TResumeListQuery = z.output<typeof ZResumeListQuery>;
