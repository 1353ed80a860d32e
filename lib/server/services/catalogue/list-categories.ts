// GET /api/categories and the examples page's anchor navigator.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { catalogueOrder, readListPage } from "@/lib/server/services/paging/read-list-page";
import { toCategoryDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { CategoryDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { CatalogueLocale, TCategoryListQuery } from "@/lib/shared/validations/catalogue/list-query";

export type ListCategoriesInput = Omit<TCategoryListQuery, "locale"> & { locale: CatalogueLocale };

export async function listCategories(
  input: ListCategoriesInput,
  client: PrismaClient = db,
): Promise<{ data: CategoryDto[]; count: number }> {
  const { sort, locale } = input;
  const orderBy = catalogueOrder(sort);
  const { rows, count } = await readListPage(
    input,
    { rows: (window) => client.category.findMany({ orderBy, ...window }), count: () => client.category.count() },
    client,
  );
  return { data: rows.map((row) => toCategoryDto(row, locale)), count };
}
