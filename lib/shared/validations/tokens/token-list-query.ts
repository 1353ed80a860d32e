import type { z } from "zod";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

/**
 * GET /api/tokens?currentPage&pageSize: the shared list paging (docs/product.md §9, one page size for every account
 * list).
 */
export const ZTokenListQuery = ZListPageQuery;

export type TTokenListQuery = z.output<typeof ZTokenListQuery>;
