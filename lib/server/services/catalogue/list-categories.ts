// GET /api/categories and the examples page's anchor navigator.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { toCategoryDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { CategoryDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { CatalogueLocale, TCategoryListQuery } from "@/lib/shared/validations/catalogue/list-query";

export type ListCategoriesInput = Omit<TCategoryListQuery, "locale"> & { locale: CatalogueLocale };

export async function listCategories(
  input: ListCategoriesInput,
  client: PrismaClient = db,
): Promise<{ data: CategoryDto[]; count: number }> {
  const { pageSize, currentPage, sort, locale } = input;
  const [rows, count] = await Promise.all([
    client.category.findMany({
      orderBy: [{ [sort.field]: sort.direction }, { id: "asc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    client.category.count(),
  ]);
  return { data: rows.map((row) => toCategoryDto(row, locale)), count };
}
