import type { z } from "zod";
import { ZListPageQuery } from "@/lib/validations/pagination/list-page-query";

/** GET /api/tokens?currentPage&pageSize: the shared list paging (SPEC §9, one page size for every account list). */
export const ZTokenListQuery = ZListPageQuery;

export type TTokenListQuery = z.output<typeof ZTokenListQuery>;
