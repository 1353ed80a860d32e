// GET /api/examples and the examples pages: examples written in the requested language (all languages when
// locale is undefined), optionally of one category (id or slug). Examples whose resume was deleted are hidden.
import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { catalogueOrder, readListPage } from "@/lib/server/services/paging/read-list-page";
import { exampleInclude, toExampleDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { CatalogueLocale, TExampleListQuery } from "@/lib/shared/validations/catalogue/list-query";

export type ListExamplesInput = Omit<TExampleListQuery, "locale"> & { locale?: CatalogueLocale };

export async function listExamples(
  input: ListExamplesInput,
  client: PrismaClient = db,
): Promise<{ data: ExampleDto[]; count: number }> {
  const { sort, locale, category } = input;
  const where: Prisma.ExampleWhereInput = {
    resume: { deletedAt: null, isPublic: true },
    ...(locale ? { locale } : {}),
    ...(category ? { OR: [{ categoryId: category }, { category: { slug: category } }] } : {}),
  };
  const orderBy = catalogueOrder(sort);
  const { rows, count } = await readListPage(
    input,
    {
      rows: (window) => client.example.findMany({ where, include: exampleInclude, orderBy, ...window }),
      count: () => client.example.count({ where }),
    },
    client,
  );
  return { data: rows.map(toExampleDto), count };
}
