// Categories, creators and the example resumes with their Example rows, written once into an empty catalogue.
// Resume rows are keyed by their stable uuid, so an emptied-and-reseeded catalogue reuses the same public links.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { seedCategories } from "@/lib/server/catalogue/categories";
import { seedCreators } from "@/lib/server/catalogue/creators";
import { seedExamples } from "@/lib/server/catalogue/examples";
import { parseSeedExample } from "@/lib/server/catalogue/parse-seed-example";
import { exampleResumeUuid } from "@/lib/server/catalogue/stable-uuid";
import { toJson } from "@/lib/server/catalogue/to-json";
import { upsertCreator } from "@/lib/server/services/catalogue/upsert-creator";

type Tx = Prisma.TransactionClient;

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed example refers to unknown ${what} "${key}"`);
  return value;
}

/** Returns the number of examples written. */
export async function insertExamples(tx: Tx, templateIds: Map<string, string>): Promise<number> {
  const categoryIds = new Map<string, string>();
  for (const category of seedCategories) {
    const row = await tx.category.upsert({
      where: { slug: category.slug },
      create: category,
      update: {},
      select: { id: true },
    });
    categoryIds.set(category.slug, row.id);
  }
  const creatorIds = new Map<string, string>();
  for (const creator of seedCreators) creatorIds.set(creator.key, await upsertCreator(tx, creator));

  for (const example of seedExamples) {
    const templateId = required(templateIds, String(example.config.templateName), "template");
    const creatorId = required(creatorIds, example.creator, "creator");
    const categoryId = required(categoryIds, example.category, "category");
    const { data, config } = parseSeedExample(example, templateId);
    const uuid = exampleResumeUuid(example.key);
    const resumeFields = {
      name: example.name,
      data: toJson(data),
      config: toJson(config),
      templateId,
      isPublic: true,
      deletedAt: null,
    };
    const resume = await tx.resume.upsert({
      where: { uuid },
      create: { uuid, userId: creatorId, ...resumeFields },
      update: resumeFields,
      select: { id: true },
    });
    const exampleFields = {
      categoryId,
      creatorId,
      name: example.name,
      desc: example.desc,
      locale: example.locale,
      sort: example.sort,
    };
    // `used` counts real copies only (create-resume-for-user): a new example starts at 0, a re-seed keeps the count.
    await tx.example.upsert({
      where: { resumeId: resume.id },
      create: { resumeId: resume.id, ...exampleFields, used: 0 },
      update: exampleFields,
    });
  }
  return seedExamples.length;
}
