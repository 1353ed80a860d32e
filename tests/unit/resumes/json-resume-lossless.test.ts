// Issue 25 item 4: our JSON Resume (the export, and the resume.json inside our PDFs) imports back exactly — from(to(x))
// is x for everything our document has that the standard lacks — while the file is as we wrote it; a file edited
// elsewhere imports through the standard's fields; a forged copy is held to the save schemas.
import { describe, expect, it } from "@jest/globals";
import { fromJsonResume } from "@/lib/server/json-resume/from-json-resume";
import { ZJsonResume } from "@/lib/server/json-resume/json-resume-schema";
import { readLosslessDocument } from "@/lib/server/json-resume/read-lossless-document";
import { standardDigest } from "@/lib/server/json-resume/standard-digest";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";

type Json = Record<string, unknown>;

/** Everything the standard's fields lose: section ids, names and layout, styles, sample marks, odd dates, the exact
 * text of a description, a second profile section, empty items, a new link, a custom section between two others. */
function richDocument(lang: "en" | "ch"): { data: TResumeData; config: TResumeConfig } {
  const { data, config } = sampleResume(lang, {
    templateName: "TemplateClassic",
    templateTheme: "navy",
    font: "lora",
    // A fitted resume's line height and text size (issue 25 item 6) travel with the spacing.
    spacing: { preset: "custom", section: 7, item: 3, page: 12, lineHeight: 85, fontScale: 92.31 },
  });
  const [profile, work, ...rest] = data.sections as [TSection, TSection, ...TSection[]];
  const custom: TSection = {
    id: "my-awards",
    name: lang === "ch" ? "获奖" : "Honours",
    type: "custom",
    data: [
      {
        id: "a1",
        title: lang === "ch" ? "最佳员工" : "Employee of the year",
        subTitle: "Acme",
        startDate: "2020",
        endDate: "至今",
        city: "Berlin",
        description: "Line one\n\n- bullet\nafter the bullet\n  - indented",
        styles: { marginTop: 8, paddingLeft: -4 },
        sample: true,
      },
      { id: "a2", title: "", subTitle: "", startDate: "", endDate: "", city: "", description: "", styles: {} },
    ],
    isCreated: true,
    columns: "two",
    position: "side",
    tagStyle: "dot",
    onlyDesc: false,
    profile: false,
    styles: { marginBottom: 12 },
  };
  const secondProfile: TSection = { ...profile, id: "second-profile", name: "About me too", styles: { marginTop: 2 } };
  const editedWork: TSection = {
    ...work,
    name: lang === "ch" ? "我的工作" : "Where I worked",
    columns: "two",
    data: work.data.map((item, i) => (i === 0 ? { ...item, endDate: "Present", startDate: "2019.03" } : item)),
  };
  return {
    data: {
      basicInfo: { ...data.basicInfo, birth: "1990-01", wechat: "wx_id" },
      links: [
        ...data.links,
        { id: "blog", name: "Blog", src: "blog.example", isNew: true },
        { id: "empty", name: "Empty", src: "" },
      ],
      sections: [profile, editedWork, custom, ...rest, secondProfile],
    },
    config,
  };
}

const portable = (config: TResumeConfig) => ({
  templateName: config.templateName,
  templateTheme: config.templateTheme,
  lang: config.lang,
  font: config.font,
  spacing: config.spacing,
});

/** The file as it travels: JSON text, parsed back. */
const asFile = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

function meta(file: Json): Json {
  return (file.meta as { resumecraft: Json }).resumecraft;
}

describe("JSON Resume with our extensions", () => {
  it.each(["en", "ch"] as const)("imports a %s export back exactly", (lang) => {
    const { data, config } = richDocument(lang);
    const file = asFile(toJsonResume(data, config));
    expect(readLosslessDocument(file)).toEqual({ data, config: portable(config) });
  });

  it("still writes the standard's fields, which other tools read", () => {
    const { data, config } = richDocument("en");
    const file = asFile(toJsonResume(data, config));
    const standard = fromJsonResume(ZJsonResume.parse(file), "en");
    expect(standard.data.basicInfo).toEqual(data.basicInfo);
    expect((file.basics as Json).name).toBe(data.basicInfo.name);
    expect((file.work as unknown[]).length).toBe(data.sections[1]!.data.length);
  });

  it("lets edits made elsewhere win over the copy: the fingerprint no longer matches", () => {
    const { data, config } = richDocument("en");
    const file = asFile(toJsonResume(data, config));
    (file.basics as Json).name = "Edited Elsewhere";
    expect(readLosslessDocument(file)).toBeNull();
    expect(fromJsonResume(ZJsonResume.parse(file), "en").data.basicInfo.name).toBe("Edited Elsewhere");
    const moved = asFile(toJsonResume(data, config));
    meta(moved).wechat = "someone-else";
    expect(readLosslessDocument(moved)).toBeNull();
  });

  it("does not care about key order", () => {
    const { data, config } = richDocument("ch");
    const file = asFile(toJsonResume(data, config));
    const reordered = Object.fromEntries(Object.entries(file).reverse());
    expect(readLosslessDocument(reordered)).toEqual({ data, config: portable(config) });
  });

  it("holds a forged copy to the save schemas, even with a matching fingerprint", () => {
    const { data, config } = richDocument("en");
    const forge = (document: unknown): Json => {
      const file = asFile(toJsonResume(data, config));
      meta(file).document = document;
      meta(file).digest = standardDigest(file);
      return file;
    };
    const good = { data, config: portable(config) };
    // A valid forged copy is accepted: it is no more than a document the user could have saved.
    expect(readLosslessDocument(forge(good))).toEqual(good);
    const tooMany = { ...good, data: { ...data, sections: Array.from({ length: 41 }, () => data.sections[0]) } };
    const longName = { ...good, data: { ...data, basicInfo: { ...data.basicInfo, name: "x".repeat(121) } } };
    const wrongType = { ...good, data: { ...data, links: "https://evil.example" } };
    const badLang = { ...good, config: { ...good.config, lang: "xx" } };
    const nul = { ...good, data: { ...data, basicInfo: { ...data.basicInfo, name: "A\u0000B" } } };
    const surrogate = { ...good, data: { ...data, basicInfo: { ...data.basicInfo, title: "\ud800" } } };
    const tinyText = { ...good, config: { ...good.config, spacing: { ...good.config.spacing, fontScale: 50 } } };
    const flatLines = { ...good, config: { ...good.config, spacing: { ...good.config.spacing, lineHeight: 40 } } };
    for (const bad of [tooMany, longName, wrongType, badLang, nul, surrogate, tinyText, flatLines, null, "text", 42])
      expect(readLosslessDocument(forge(bad))).toBeNull();
    // Unknown keys (a config's sharing settings) are dropped, never imported.
    const sharing = forge({ ...good, config: { ...good.config, isPublic: true, customURL: "taken" } });
    expect(readLosslessDocument(sharing)?.config).toEqual(good.config);
  });

  it("refuses what is not one of our files without throwing", () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const deepFile = { basics: deep, meta: { resumecraft: { document: {}, digest: "x" } } };
    for (const file of [null, [], "x", {}, { meta: {} }, { meta: { resumecraft: { digest: 1 } } }, deepFile])
      expect(readLosslessDocument(file)).toBeNull();
  });
});
