// JSON Resume conversion without a database: field mapping, dates, descriptions, links to this site.
import { describe, expect, it } from "@jest/globals";
import { fromJsonResume } from "@/lib/server/json-resume/from-json-resume";
import { ZJsonResume } from "@/lib/server/json-resume/json-resume-schema";
import { exportDate, importDate, joinDescription, splitDescription } from "@/lib/server/json-resume/text-mapping";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { publicSlugFromUrl } from "@/lib/server/services/resumes/import-public-resume";

describe("text mapping", () => {
  it("converts dates both ways, leaving out a 'present' end date", () => {
    expect(importDate("2014-01-31")).toBe("2014-01");
    expect(importDate("2014")).toBe("2014");
    expect(exportDate("2021-06")).toBe("2021-06");
    expect(exportDate("")).toBeUndefined();
    expect(exportDate("至今")).toBeUndefined();
  });

  it("splits a Markdown description into summary and highlights and joins it back", () => {
    const text = "Led the team.\n- Cut latency by **70%**\n- Shipped v2";
    expect(splitDescription(text)).toEqual({
      summary: "Led the team.",
      highlights: ["Cut latency by **70%**", "Shipped v2"],
    });
    expect(joinDescription("Led the team.", ["Cut latency by **70%**", "Shipped v2"])).toBe(text);
  });
});

describe("JSON Resume", () => {
  it("keeps a Chinese resume's language, order and custom sections through export and import", () => {
    const { data, config } = sampleResume("ch");
    const custom = {
      ...data.sections[0]!,
      id: "awards",
      kind: undefined,
      profile: false,
      name: "获奖",
      data: [{ ...data.sections[0]!.data[0]!, title: "最佳员工" }],
    };
    const doc = { ...data, sections: [...data.sections.slice(0, 2), custom, ...data.sections.slice(2)] };
    const json = ZJsonResume.parse(toJsonResume(doc, config));
    const back = fromJsonResume(json, "en");
    expect(back.lang).toBe("ch");
    expect(back.data.sections.map((s) => s.name)).toEqual(doc.sections.map((s) => s.name));
    expect(back.data.basicInfo).toEqual(data.basicInfo);
  });

  it("drops wrong-typed text fields instead of failing the file", () => {
    const json = ZJsonResume.parse({ basics: { name: "A", email: 42, phone: { no: 1 } } });
    expect(fromJsonResume(json, "en").data.basicInfo).toMatchObject({ name: "A", email: "42", cellphone: "" });
  });
});

describe("publicSlugFromUrl", () => {
  const hosts = ["resume.example", "localhost:3000"];
  it.each([
    ["https://resume.example/r/abc-123", "abc-123"],
    ["http://localhost:3000/ch/r/ada/", "ada"],
    ["/r/ada", "ada"],
  ])("reads %s", (url, slug) => expect(publicSlugFromUrl(url, hosts)).toBe(slug));
  it("matches the host with or without the scheme's default port", () => {
    expect(publicSlugFromUrl("https://resume.example:443/r/ada", hosts)).toBe("ada");
    expect(publicSlugFromUrl("http://LOCALHOST:3000/r/ada", hosts)).toBe("ada");
  });
  it.each([
    "https://other.example/r/ada",
    "https://resume.example/templates",
    "javascript:alert(1)",
    "https://resume.example/r/a/b",
    "/r/%E0%A4%A",
    "/r/ada%00",
  ])("refuses %s", (url) => expect(publicSlugFromUrl(url, hosts)).toBeNull());
});
