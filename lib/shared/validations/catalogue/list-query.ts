// Query strings of GET /api/templates, /api/examples and /api/categories (docs/api.md). Shared by the route handlers
// and the pages that call the catalogue services directly.
import { z } from "zod";
import { MAX_PAGE_SIZE, pageSizeField, ZCurrentPage } from "@/lib/shared/validations/pagination/list-page-query";

const catalogueLocales = ["en", "zh"] as const;
export type CatalogueLocale = (typeof catalogueLocales)[number];

/** "ch" is accepted because the site's Chinese URLs use /ch. */
const locale = z
  .enum(["en", "zh", "ch"], { error: "locale must be en or zh" })
  .transform((value): CatalogueLocale => (value === "ch" ? "zh" : value))
  .optional();

export type CatalogueSort = { field: "sort" | "used" | "createdAt"; direction: "asc" | "desc" };

/** `sort` ascending, `-sort` descending (the spec's clients send "-sort" style values). Default: -sort. */
function sortParam<F extends CatalogueSort["field"]>(fields: readonly F[]) {
  const allowed = fields.flatMap((field) => [field, `-${field}`]);
  return z
    .string()
    .refine((value) => allowed.includes(value), { error: `sort must be one of ${allowed.join(", ")}` })
    .default("-sort")
    .transform((value): CatalogueSort => {
      const descending = value.startsWith("-");
      return { field: (descending ? value.slice(1) : value) as F, direction: descending ? "desc" : "asc" };
    });
}

export const ZTemplateListQuery = z.object({
  pageSize: pageSizeField(20),
  currentPage: ZCurrentPage,
  sort: sortParam(["sort", "createdAt"]),
  locale,
});

export const ZExampleListQuery = z.object({
  pageSize: pageSizeField(40),
  currentPage: ZCurrentPage,
  sort: sortParam(["sort", "used", "createdAt"]),
  locale,
  /** A category id or slug. */
  category: z.string({ error: "category must be one value" }).trim().min(1).max(64).optional(),
});

export const ZCategoryListQuery = z.object({
  pageSize: pageSizeField(MAX_PAGE_SIZE),
  currentPage: ZCurrentPage,
  sort: sortParam(["sort", "createdAt"]),
  locale,
});

export type TTemplateListQuery = z.output<typeof ZTemplateListQuery>;
export type TExampleListQuery = z.output<typeof ZExampleListQuery>;
export type TCategoryListQuery = z.output<typeof ZCategoryListQuery>;
