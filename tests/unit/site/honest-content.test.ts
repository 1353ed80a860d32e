// Nothing placeholder-looking on public pages (issue #11 item 24): no reserved example.com support address when none
// is configured, no invented usage figures in the seed catalogue, and covers and sample links in the site's language.
import { describe, expect, it } from "@jest/globals";
import type { Template } from "@/generated/prisma/client";
import { seedExamples } from "@/lib/server/catalogue/examples";
import { publicResumePath, templateCoverUrl, templateSampleUuid } from "@/lib/server/catalogue/stable-uuid";
import { parseEnv } from "@/lib/server/env";
import { toTemplateDto } from "@/lib/server/services/catalogue/to-catalogue-dto";

describe("SUPPORT_EMAIL", () => {
  it("is unset when not configured (no support@example.com placeholder)", () => {
    expect(parseEnv({}).SUPPORT_EMAIL).toBeUndefined();
    expect(parseEnv({ SUPPORT_EMAIL: "" }).SUPPORT_EMAIL).toBeUndefined();
    expect(parseEnv({ SUPPORT_EMAIL: "help@resume.test" }).SUPPORT_EMAIL).toBe("help@resume.test");
  });
});

describe("seed examples", () => {
  it("carry no usage figures: `used` counts real copies only", () => {
    for (const example of seedExamples) expect(example).not.toHaveProperty("used");
  });
});

describe("template covers and sample links per locale", () => {
  const row = {
    id: "t1",
    componentName: "TemplateModern",
    name: "Modern",
    title: "Modern",
    titleZh: "现代",
    desc: "d",
    descZh: "描述",
    coverImage: templateCoverUrl("TemplateModern"),
    publicLink: publicResumePath(templateSampleUuid("TemplateModern")),
    isPro: false,
    columns: "ONE",
    themes: [],
    sort: 1,
  } as unknown as Template;

  it("English keeps the stored cover and the English sample", () => {
    const dto = toTemplateDto(row, "en");
    expect(dto.coverImage).toBe("/api/covers/templates/TemplateModern.png");
    expect(dto.publicLink).toBe(`/r/${templateSampleUuid("TemplateModern")}`);
  });

  it("Chinese points at the Chinese cover and the Chinese sample", () => {
    const dto = toTemplateDto(row, "zh");
    expect(dto.coverImage).toBe("/api/covers/templates/TemplateModern.png?locale=zh");
    expect(dto.publicLink).toBe(`/r/${templateSampleUuid("TemplateModern", "zh")}`);
    expect(templateSampleUuid("TemplateModern", "zh")).not.toBe(templateSampleUuid("TemplateModern"));
  });

  it("keeps a cover set by hand in both languages", () => {
    expect(toTemplateDto({ ...row, coverImage: "https://cdn.test/modern.png" }, "zh").coverImage).toBe(
      "https://cdn.test/modern.png",
    );
  });
});
