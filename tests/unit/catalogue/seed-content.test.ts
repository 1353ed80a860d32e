// The seed content itself, without a database: every document valid, references resolvable, variety as promised.
import { describe, expect, it } from "@jest/globals";
import { existsSync } from "node:fs";
import path from "node:path";
import { seedCategories } from "@/lib/server/catalogue/categories";
import { catalogueTeam, seedCreators } from "@/lib/server/catalogue/creators";
import { seedExamples } from "@/lib/server/catalogue/examples";
import { parseSeedExample } from "@/lib/server/catalogue/parse-seed-example";
import { exampleResumeUuid, stableUuid, templateSampleUuid } from "@/lib/server/catalogue/stable-uuid";
import { templateRegistry } from "@/lib/shared/templates/registry";

describe("seed content", () => {
  it("has at least 24 examples, 12 per language, each category in both languages", () => {
    expect(seedExamples.length).toBeGreaterThanOrEqual(24);
    expect(seedExamples.filter((example) => example.locale === "en").length).toBeGreaterThanOrEqual(12);
    expect(seedExamples.filter((example) => example.locale === "zh").length).toBeGreaterThanOrEqual(12);
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    for (const category of seedCategories) {
      for (const locale of ["en", "zh"] as const) {
        expect(seedExamples.some((example) => example.category === category.slug && example.locale === locale)).toBe(
          true,
        );
      }
    }
  });

  it("parses every document with the resume schema, in the example's own language", () => {
    for (const example of seedExamples) {
      const { data, config } = parseSeedExample(example);
      expect(config.lang).toBe(example.locale === "zh" ? "ch" : "en");
      expect(config.isPublic).toBe(true);
      expect(data.basicInfo.email).toMatch(/@example\.com$/);
      const kinds = data.sections.map((section) => section.kind);
      expect(kinds).toEqual(expect.arrayContaining(["profile", "empolyment", "education", "skills", "language"]));
      expect(data.sections.find((section) => section.kind === "skills")?.tagStyle).not.toBe("none");
      // Achievements come with numbers.
      const work = data.sections.find((section) => section.kind === "empolyment")?.data ?? [];
      expect(work.some((item) => /\d/.test(item.description))).toBe(true);
    }
  });

  it("refers only to known templates, themes, categories and creators, with unique keys", () => {
    const slugs = new Set(seedCategories.map((category) => category.slug));
    const creators = new Set(seedCreators.map((creator) => creator.key));
    for (const example of seedExamples) {
      const meta = templateRegistry.find((entry) => entry.componentName === example.config.templateName);
      expect(meta?.themes.map((theme) => theme.name)).toContain(example.config.templateTheme);
      expect(slugs.has(example.category)).toBe(true);
      expect(creators.has(example.creator)).toBe(true);
    }
    expect(new Set(seedExamples.map((example) => example.key)).size).toBe(seedExamples.length);
    expect(new Set(seedExamples.map((example) => example.config.templateName)).size).toBeGreaterThanOrEqual(8);
  });

  it("credits every example to the person whose resume it shows (the card's byline is the resume's name)", () => {
    const mismatched = seedExamples
      .map((example) => ({
        key: example.key,
        byline: seedCreators.find((creator) => creator.key === example.creator)?.nickName,
        resume: parseSeedExample(example).data.basicInfo.name,
      }))
      .filter(({ byline, resume }) => byline !== resume);
    expect(mismatched).toEqual([]);
    // One person, one resume: a creator credited twice would show two different careers under one name.
    expect(new Set(seedExamples.map((example) => example.creator)).size).toBe(seedExamples.length);
  });

  it("ships an avatar file for every creator", () => {
    for (const creator of [...seedCreators, catalogueTeam]) {
      expect(creator.avatar).toMatch(/^\/avatars\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(process.cwd(), "public", creator.avatar))).toBe(true);
    }
  });
});

describe("stableUuid", () => {
  it("is a deterministic RFC 9562 version-5 UUID, different per name", () => {
    expect(stableUuid("a")).toBe(stableUuid("a"));
    expect(stableUuid("a")).not.toBe(stableUuid("b"));
    expect(exampleResumeUuid("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(templateSampleUuid("TemplateModern")).not.toBe(exampleResumeUuid("TemplateModern"));
  });
});
