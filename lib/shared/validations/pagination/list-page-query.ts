import { z } from "zod";

/**
 * docs/product.md §9: resumes, orders, balances and tokens share one page size (value not shown); 12 fits a 3- or
 * 4-column grid.
 */
export const LIST_PAGE_SIZE = 12;
/**
 * The largest page any list answers (issue 20 item 21): a larger pageSize is capped, not refused, so a client asking
 * for "everything" still gets a page, and one request never reads more than 100 rows.
 */
export const MAX_PAGE_SIZE = 100;
/** Far past any real list; keeps the row offset (currentPage × pageSize) a small number. */
const MAX_CURRENT_PAGE = 100_000;

// No messages here: a refusal reads as lib/server/api/validation-messages.ts writes it ("pageSize must be a whole number",
// "currentPage must be at least 1"), in the request's language.

/** `?currentPage`: a whole number from 1, default 1. */
export const ZCurrentPage = z.coerce.number().int().min(1).max(MAX_CURRENT_PAGE).default(1);

/** `?pageSize`: a whole number from 1, above MAX_PAGE_SIZE capped to it; `fallback` when absent. */
export function pageSizeField(fallback: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .transform((value) => Math.min(value, MAX_PAGE_SIZE))
    .default(fallback);
}

/** `?currentPage&pageSize` of the paginated lists that answer `{ count, data }`. */
export const ZListPageQuery = z.object({
  currentPage: ZCurrentPage,
  pageSize: pageSizeField(LIST_PAGE_SIZE),
});

export type TListPageQuery = z.output<typeof ZListPageQuery>;
