// The real guide files: every guide exists in both languages with valid front matter, a real length and a TOC.
import { describe, expect, it } from "@jest/globals";
import { extractHeadings, getGuide, listGuides, listGuideSlugs } from "@/lib/server/guides/load-guides";
import { slugifyHeading } from "@/lib/shared/guides/slugify-heading";

describe("guides", () => {
  it("has at least six guides, each in English and Chinese", () => {
    const slugs = listGuideSlugs();
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    expect(
      listGuides("en")
        .map((guide) => guide.slug)
        .sort(),
    ).toEqual(slugs);
    expect(
      listGuides("zh")
        .map((guide) => guide.slug)
        .sort(),
    ).toEqual(slugs);
  });

  it.each(listGuideSlugs())("%s is a full article with a title, a date and a table of contents", (slug) => {
    const en = getGuide(slug, "en");
    const zh = getGuide(slug, "zh");
    expect(en?.title).toBeTruthy();
    expect(zh?.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const words = en?.body.split(/\s+/).filter(Boolean).length ?? 0;
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    // Chinese is counted in characters; 600 words of English read about as long as 1,200 Chinese characters.
    expect(zh?.body.match(/[\u4e00-\u9fff]/g)?.length ?? 0).toBeGreaterThanOrEqual(1000);
    expect(en?.headings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(en?.headings.map((heading) => heading.id)).size).toBe(en?.headings.length);
  });

  it("returns null for an unknown or unsafe slug", () => {
    expect(getGuide("no-such-guide", "en")).toBeNull();
    expect(getGuide("../package", "en")).toBeNull();
  });
});

describe("headings", () => {
  it("makes the same ids the rendered headings get, keeping Chinese", () => {
    expect(slugifyHeading("Write achievements, not duties")).toBe("write-achievements-not-duties");
    expect(slugifyHeading("PDF 还是 Word？")).toBe("pdf-还是-word");
  });

  it("reads only second-level headings outside code blocks", () => {
    const markdown = ["# Title", "## One", "text", "```", "## not a heading", "```", "### Three", "## Two"].join("\n");
    expect(extractHeadings(markdown)).toEqual([
      { id: "one", text: "One" },
      { id: "two", text: "Two" },
    ]);
  });
});
