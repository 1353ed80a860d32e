// GET /api/templates and the template pages: one page of templates in the requested order and language.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { catalogueOrder, readListPage } from "@/lib/server/services/paging/read-list-page";
import { toTemplateDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { CatalogueLocale, TTemplateListQuery } from "@/lib/shared/validations/catalogue/list-query";

export type ListTemplatesInput = Omit<TTemplateListQuery, "locale"> & { locale: CatalogueLocale };

export async function listTemplates(
  input: ListTemplatesInput,
  client: PrismaClient = db,
): Promise<{ data: TemplateDto[]; count: number }> {
  const { sort, locale } = input;
  const orderBy = catalogueOrder(sort);
  const { rows, count } = await readListPage(
    input,
    { rows: (window) => client.template.findMany({ orderBy, ...window }), count: () => client.template.count() },
    client,
  );
  return { data: rows.map((row) => toTemplateDto(row, locale)), count };
}
