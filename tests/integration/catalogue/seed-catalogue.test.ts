// seedCatalogue against the real database: content, idempotence, and two instances seeding at the same time.
import { afterAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { seedCatalogue } from "@/lib/server/services/catalogue/seed-catalogue";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { ZResumeConfig, ZResumeData } from "@/lib/shared/validations/resume-document/document";
import { resetCatalogue } from "./reset-catalogue";

// Seeding writes ~100 rows per run; give slow machines room.
jest.setTimeout(60_000);

const db = getDb();
const extraClients: PrismaClient[] = [];
function newClient(): PrismaClient {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: env().DATABASE_URL ?? "", max: 2 }) });
  extraClients.push(client);
  return client;
}

beforeEach(async () => {
  await resetCatalogue(db);
});

afterAll(async () => {
  await resetCatalogue(db);
  await Promise.all([db, ...extraClients].map((client) => client.$disconnect()));
});

async function snapshot() {
  const [templates, categories, examples, users] = await Promise.all([
    db.template.findMany({ orderBy: { componentName: "asc" } }),
    db.category.findMany({ orderBy: { slug: "asc" } }),
    db.example.findMany({ orderBy: { resumeId: "asc" } }),
    db.user.findMany({
      where: { userName: { startsWith: "catalogue-" } },
      orderBy: { userName: "asc" },
      include: { resumes: { orderBy: { uuid: "asc" } } },
    }),
  ]);
  return { templates, categories, examples, users };
}

describe("seedCatalogue", () => {
  it("seeds templates from the registry and ≥ 24 valid public examples across ≥ 6 categories in both languages", async () => {
    const result = await seedCatalogue(db);
    expect(result).toEqual({ templates: templateRegistry.length, examplesInserted: expect.any(Number) });
    expect(result.examplesInserted).toBeGreaterThanOrEqual(24);

    const templates = await db.template.findMany();
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(templates.filter((template) => !template.isPro).length).toBeGreaterThanOrEqual(7);
    expect(new Set(templates.map((template) => template.columns))).toEqual(new Set(["ONE", "TWO"]));
    for (const template of templates) {
      expect(template.coverImage).toBe(`/api/covers/templates/${template.componentName}.png`);
      expect(template.titleZh).not.toBe("");
      const sample = await db.resume.findUniqueOrThrow({
        where: { uuid: template.publicLink?.replace("/r/", "") ?? "" },
      });
      expect(sample).toMatchObject({ isPublic: true, deletedAt: null, templateId: template.id });
    }

    const categories = await db.category.findMany({ include: { examples: true } });
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category.examples.filter((example) => example.locale === "en").length).toBeGreaterThanOrEqual(1);
      expect(category.examples.filter((example) => example.locale === "zh").length).toBeGreaterThanOrEqual(1);
    }

    const examples = await db.example.findMany({ include: { resume: true, creator: true } });
    expect(examples.filter((example) => example.locale === "en").length).toBeGreaterThanOrEqual(12);
    expect(examples.filter((example) => example.locale === "zh").length).toBeGreaterThanOrEqual(12);
    // Usage figures are real: nobody has copied a freshly seeded example yet.
    expect(examples.every((example) => example.used === 0)).toBe(true);
    const templateNames = new Set<string>();
    for (const example of examples) {
      const data = ZResumeData.parse(example.resume.data);
      const config = ZResumeConfig.parse(example.resume.config);
      const meta = templateRegistry.find((entry) => entry.componentName === config.templateName);
      expect(meta).toBeDefined();
      expect(meta?.themes.map((theme) => theme.name)).toContain(config.templateTheme);
      expect(config).toMatchObject({ isPublic: true, lang: example.locale === "zh" ? "ch" : "en" });
      expect(example.resume).toMatchObject({ isPublic: true, userId: example.creatorId, deletedAt: null });
      expect(data.basicInfo.name).not.toBe("");
      expect(data.sections.map((section) => section.type)).toEqual(
        expect.arrayContaining(["empolyment", "education", "skills"]),
      );
      expect(example.creator.avatar).toMatch(/^\/avatars\/[a-z-]+\.svg$/);
      expect(example.creator.passwordHash).toBeNull();
      templateNames.add(config.templateName);
    }
    expect(templateNames.size).toBeGreaterThanOrEqual(8);
  });

  it("changes nothing when run again", async () => {
    await seedCatalogue(db);
    const before = await snapshot();
    const again = await seedCatalogue(db);
    expect(again.examplesInserted).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("never seeds twice when two instances start together", async () => {
    const [first, second] = await Promise.all([seedCatalogue(newClient()), seedCatalogue(newClient())]);
    expect([first.examplesInserted, second.examplesInserted].sort()).toEqual([0, 24]);
    expect(await db.example.count()).toBe(24);
    expect(await db.template.count()).toBe(templateRegistry.length);
    expect(await db.category.count()).toBe(6);
  });

  it("restores a template missing from the database on the next start without touching the examples", async () => {
    await seedCatalogue(db);
    const examplesBefore = await db.example.findMany({ orderBy: { id: "asc" } });
    await db.template.delete({ where: { componentName: "TemplateCreative" } });
    const result = await seedCatalogue(db);
    expect(result.examplesInserted).toBe(0);
    expect(await db.template.findUnique({ where: { componentName: "TemplateCreative" } })).not.toBeNull();
    expect(await db.example.findMany({ orderBy: { id: "asc" } })).toEqual(examplesBefore);
  });
});
