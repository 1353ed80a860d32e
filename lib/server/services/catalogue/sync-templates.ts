// Template rows follow the code's registry on every start (a template added in a release appears after the
// deploy). Each template also gets a public sample resume, the target of its publicLink. Rows are written only
// when something differs, so a restart with an unchanged registry writes nothing.
import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { Prisma } from "@/generated/prisma/client";
import { catalogueTeam } from "@/lib/server/catalogue/creators";
import { publicResumePath, templateCoverUrl, templateSampleUuid } from "@/lib/server/catalogue/stable-uuid";
import { toJson } from "@/lib/server/catalogue/to-json";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { upsertCreator } from "@/lib/server/services/catalogue/upsert-creator";
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { TemplateMeta } from "@/lib/shared/templates/types";

type Tx = Prisma.TransactionClient;

function templateFields(meta: TemplateMeta) {
  return {
    name: meta.name,
    title: meta.title.en,
    desc: meta.desc.en,
    titleZh: meta.title.zh,
    descZh: meta.desc.zh,
    coverImage: templateCoverUrl(meta.componentName),
    publicLink: publicResumePath(templateSampleUuid(meta.componentName)),
    isPro: meta.isPro,
    columns: meta.columns === "two" ? ("TWO" as const) : ("ONE" as const),
    themes: toJson(meta.themes),
    sort: meta.sort,
  };
}

function differs(row: Record<string, unknown>, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).some(([key, value]) => !isDeepStrictEqual(row[key], value));
}

async function syncTemplate(tx: Tx, meta: TemplateMeta): Promise<string> {
  const fields = templateFields(meta);
  const existing = await tx.template.findUnique({ where: { componentName: meta.componentName } });
  if (!existing)
    return (await tx.template.create({ data: { componentName: meta.componentName, ...fields }, select: { id: true } }))
      .id;
  if (differs(existing, fields)) await tx.template.update({ where: { id: existing.id }, data: fields });
  return existing.id;
}

/** One sample per site language: the Chinese site links to the Chinese sample (lang "ch" in the resume config). */
async function syncSampleResume(
  tx: Tx,
  meta: TemplateMeta,
  templateId: string,
  ownerId: string,
  locale: "en" | "zh",
): Promise<void> {
  const uuid = templateSampleUuid(meta.componentName, locale);
  const theme = meta.themes[0]?.name ?? "emerald";
  const sample = sampleResume(locale === "zh" ? "ch" : "en", {
    templateName: meta.componentName,
    templateId,
    templateTheme: theme,
    isPublic: true,
  });
  const fields = {
    name: locale === "zh" ? `${meta.title.zh}示例` : `${meta.name} sample`,
    data: toJson(sample.data),
    config: toJson(sample.config),
    templateId,
    isPublic: true,
    deletedAt: null,
  };
  const existing = await tx.resume.findUnique({ where: { uuid } });
  if (!existing) {
    await tx.resume.create({ data: { uuid, userId: ownerId, ...fields } });
  } else if (existing.userId === ownerId && differs(existing, fields)) {
    await tx.resume.update({ where: { id: existing.id }, data: fields });
  }
}

/** Returns the Template row id of every registry entry, by componentName. */
export async function syncTemplates(tx: Tx, registry: TemplateMeta[] = templateRegistry): Promise<Map<string, string>> {
  const ownerId = await upsertCreator(tx, catalogueTeam);
  const ids = new Map<string, string>();
  for (const meta of registry) {
    const templateId = await syncTemplate(tx, meta);
    await syncSampleResume(tx, meta, templateId, ownerId, "en");
    await syncSampleResume(tx, meta, templateId, ownerId, "zh");
    ids.set(meta.componentName, templateId);
  }
  return ids;
}
