import { z } from "zod";

/** SPEC §9: resumes, orders, balances and tokens share one page size (value not shown); 12 fits a 3- or 4-column grid. */
export const LIST_PAGE_SIZE = 12;
const MAX_LIST_PAGE_SIZE = 50;

/** `?currentPage&pageSize` of the paginated lists that answer `{ count, data }`; a larger page size is capped. */
export const ZListPageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(LIST_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_LIST_PAGE_SIZE)),
});

export type TListPageQuery = z.output<typeof ZListPageQuery>;
