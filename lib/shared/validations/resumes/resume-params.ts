import { z } from "zod";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

/** `{id}` path segment of /api/resumes/{id}/… (cuid of a Resume, or of an Example for copy). */
export const ZResumeIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * GET /api/resumes and /api/resumes/trash: the paging every account list shares (docs/product.md §9, one page size).
 */
export const ZResumeListQuery = ZListPageQuery;

export type TResumeListQuery = z.output<typeof ZResumeListQuery>;
