// One template by id or componentName (template preview and its own page); null when unknown.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";
import { toTemplateDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { CatalogueLocale } from "@/lib/shared/validations/catalogue/list-query";

export async function findTemplate(
  idOrComponentName: string,
  locale: CatalogueLocale,
  client: PrismaClient = db,
): Promise<TemplateDto | null> {
  // A NUL would fail the query (500) instead of being unknown; pages call this without the API's check.
  if (hasUnsafeText(idOrComponentName)) return null;
  const row = await client.template.findFirst({
    where: { OR: [{ id: idOrComponentName }, { componentName: idOrComponentName }] },
  });
  return row ? toTemplateDto(row, locale) : null;
}
