// One example with its document (example preview and the example's own page); null when unknown, or when its
// resume was deleted or made private.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";
import { exampleInclude, toExampleDto } from "@/lib/server/services/catalogue/to-catalogue-dto";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";

export type ExampleDetailDto = ExampleDto & {
  locale: string;
  /** The Resume row a "Use This Example" copy starts from. */
  resumeId: string;
  data: TResumeData;
  config: TResumeConfig;
};

export async function findExample(id: string, client: PrismaClient = db): Promise<ExampleDetailDto | null> {
  // /examples/{id} passes the raw segment: a NUL would fail the query (500) instead of being unknown.
  if (hasUnsafeText(id)) return null;
  const row = await client.example.findFirst({
    where: { id, resume: { deletedAt: null, isPublic: true } },
    include: { ...exampleInclude, resume: { select: { uuid: true, coverImg: true, config: true, data: true } } },
  });
  if (!row) return null;
  const document = upgradeResumeDocument(row.resume.data, row.resume.config);
  return { ...toExampleDto(row), locale: row.locale, resumeId: row.resumeId, ...document };
}
