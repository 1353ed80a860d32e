// Linked translations follow links by id (issue 27 item 1): a link added in the source is translated into the copy at
// its place, one removed leaves the copy unless the user edited it there (then kept, and kept at later runs), the
// source's order is followed, a label the user translated or edited in the copy stays with its link whatever moves
// around it, and link addresses are copied, never sent to the model. Both directions (zh → en, en → zh).
import { describe, expect, it } from "@jest/globals";
import { applyRetranslation, isUpToDate, planRetranslation } from "@/lib/shared/resume/retranslate-document";
import { createTranslationLink, diffTranslation, linkedTexts } from "@/lib/shared/resume/translation-link";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { ZTranslationLink, type TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";
import { resume, tag, translated } from "./linked-resume";

type Lang = "ch" | "en";
const label = (from: Lang, en: string, zh: string) => (from === "ch" ? zh : en);

/** Runs a re-translation the way the service does, with the fake translator. */
function run(source: TResumeData, copy: TResumeData, link: TTranslationLink, to: Lang, replaceEdits = false) {
  const plan = planRetranslation(source, copy, link, replaceEdits);
  return { plan, ...applyRetranslation({ source, copy, link, plan, translations: tag(to, plan.texts), replaceEdits }) };
}
const rows = (data: TResumeData) => data.links.map((l) => [l.id, l.name, l.src]);

describe.each<[Lang, Lang]>([
  ["ch", "en"],
  ["en", "ch"],
])("links, %s → %s", (from, to) => {
  const setup = () => {
    const source = resume(from);
    source.links.push({
      id: "gh",
      name: label(from, "Code", "代码"),
      src: "https://github.com/sam",
    });
    const copy = translated(source, to);
    for (const l of copy.links) l.name = `[${to}] ${l.name}`;
    return { source, copy, link: createTranslationLink(source, copy, to) };
  };

  it("every link has an id and is linked by it, label and address", () => {
    const { source, link } = setup();
    expect(source.links.map((l) => l.id)).toEqual(["0", "gh"]);
    expect(link.links).toEqual(["0", "gh"]);
    expect(Object.keys(link.fields)).toEqual(
      expect.arrayContaining(["links.0.name", "links.0.src", "links.gh.name", "links.gh.src"]),
    );
  });

  it("a link added in the source: reported, its label translated, its address copied, inserted at its place", () => {
    const { source, copy, link } = setup();
    source.links.splice(1, 0, { id: "blog", name: label(from, "Blog", "博客"), src: "https://sam.blog" });
    const diff = diffTranslation(source, copy, link);
    expect(diff.added).toEqual([{ linkId: "blog" }]);
    expect(diff.removed).toEqual([]);
    const out = run(source, copy, link, to);
    expect(out.plan.texts).toEqual([{ id: "links.blog.name", text: source.links[1]!.name }]);
    expect(rows(out.data)).toEqual([
      ["0", copy.links[0]!.name, "https://example.com"],
      ["blog", `[${to}] ${source.links[1]!.name}`, "https://sam.blog"],
      ["gh", copy.links[1]!.name, "https://github.com/sam"],
    ]);
    expect(out.link.links).toEqual(["0", "blog", "gh"]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("a link removed in the source leaves the copy; nothing goes to the model", () => {
    const { source, copy, link } = setup();
    source.links.shift();
    const diff = diffTranslation(source, copy, link);
    expect(diff.removed).toEqual([{ linkId: "0", edited: false }]);
    // Before ids, the second link would have read as the first one relabelled.
    expect(diff.stale).toEqual([]);
    const out = run(source, copy, link, to);
    expect(out.plan.texts).toEqual([]);
    expect(rows(out.data)).toEqual([["gh", copy.links[1]!.name, "https://github.com/sam"]]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("a reorder in the source is followed; the copy's labels stay with their links", () => {
    const { source, copy, link } = setup();
    source.links.reverse();
    const diff = diffTranslation(source, copy, link);
    expect(diff).toMatchObject({ added: [], removed: [], reordered: true, stale: [], copied: [] });
    const out = run(source, copy, link, to);
    expect(out.plan.texts).toEqual([]);
    expect(rows(out.data)).toEqual([
      ["gh", copy.links[1]!.name, "https://github.com/sam"],
      ["0", copy.links[0]!.name, "https://example.com"],
    ]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("a label edited in the copy stays with that link when links are added and moved, and is reported as edited", () => {
    const { source, copy, link } = setup();
    copy.links[1]!.name = "My code";
    source.links.reverse();
    source.links.unshift({ id: "blog", name: label(from, "Blog", "博客"), src: "https://sam.blog" });
    source.links[1]!.name = label(from, "Source code", "源代码"); // gh, now second
    const diff = diffTranslation(source, copy, link);
    expect(diff.stale).toEqual([
      { path: "links.gh.name", before: label(from, "Code", "代码"), after: source.links[1]!.name, edited: true },
    ]);
    const out = run(source, copy, link, to);
    expect(out.plan.texts.map((t) => t.id)).toEqual(["links.blog.name"]);
    expect(rows(out.data)).toEqual([
      ["blog", `[${to}] ${source.links[0]!.name}`, "https://sam.blog"],
      ["gh", "My code", "https://github.com/sam"],
      ["0", copy.links[0]!.name, "https://example.com"],
    ]);
    // Still stale and still the user's: only replaceEdits takes the source's new label.
    expect(diffTranslation(source, out.data, out.link).stale.map((f) => [f.path, f.edited])).toEqual([
      ["links.gh.name", true],
    ]);
    const replaced = run(source, out.data, out.link, to, true);
    expect(replaced.data.links.find((l) => l.id === "gh")!.name).toBe(`[${to}] ${source.links[1]!.name}`);
  });

  it("an address changed in the source is copied as it is, never sent; one the user changed in the copy stays", () => {
    const { source, copy, link } = setup();
    source.links[0]!.src = "https://new.example.com";
    source.links[1]!.src = "https://gitlab.com/sam";
    copy.links[1]!.src = "https://github.com/sam-own";
    const diff = diffTranslation(source, copy, link);
    expect(diff.copied.map((f) => [f.path, f.edited])).toEqual([
      ["links.0.src", false],
      ["links.gh.src", true],
    ]);
    const out = run(source, copy, link, to);
    expect(out.plan.texts).toEqual([]);
    expect(out.data.links.map((l) => l.src)).toEqual(["https://new.example.com", "https://github.com/sam-own"]);
  });

  it("a link removed in the source but edited in the copy is kept and flagged, and stays kept at later runs", () => {
    const { source, copy, link } = setup();
    copy.links[0]!.name = "My homepage";
    source.links.shift();
    expect(diffTranslation(source, copy, link).removed).toEqual([{ linkId: "0", edited: true }]);
    const out = run(source, copy, link, to);
    expect(rows(out.data)).toEqual([
      ["gh", copy.links[1]!.name, "https://github.com/sam"],
      ["0", "My homepage", "https://example.com"],
    ]);
    expect(out.link.keptLinks).toEqual(["0"]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);

    // A later change elsewhere: the kept link stays kept; with replaceEdits it goes.
    source.links[0]!.name = label(from, "Repos", "仓库");
    const later = run(source, out.data, out.link, to);
    expect(later.data.links.map((l) => l.id)).toEqual(["gh", "0"]);
    expect(later.link.keptLinks).toEqual(["0"]);
    const replaced = run(source, out.data, out.link, to, true);
    expect(replaced.data.links.map((l) => l.id)).toEqual(["gh"]);
    expect(replaced.link.keptLinks).toEqual([]);
  });

  it("a link the user added to the copy stays; one the user deleted from the copy is not brought back", () => {
    const { source, copy, link } = setup();
    copy.links.shift();
    copy.links.push({ id: "link-mine", name: "Mine", src: "https://mine.example" });
    source.links[1]!.name = label(from, "Code (new)", "代码（新）");
    source.links[0]!.name = label(from, "Homepage", "个人主页");
    const out = run(source, copy, link, to);
    expect(out.plan.texts.map((t) => t.id)).toEqual(["links.gh.name"]);
    expect(rows(out.data)).toEqual([
      ["gh", `[${to}] ${source.links[1]!.name}`, "https://github.com/sam"],
      ["link-mine", "Mine", "https://mine.example"],
    ]);
  });

  it("contacts, dates and link addresses never reach the model, not even for added links and items", () => {
    const { source, copy, link } = setup();
    source.links.push({ id: "blog", name: label(from, "Blog", "博客"), src: "https://secret-address.example" });
    source.basicInfo.email = "new@example.com";
    source.sections[0]!.data[0]!.startDate = "2019-05";
    const texts = planRetranslation(source, copy, link, true).texts.map((t) => t.text);
    expect(texts).toEqual([source.links[2]!.name]);
    for (const text of texts) expect(text).not.toMatch(/example|2019|@/);
  });

  it("the source's new links give way past the limit; none of the copy's own links is dropped", () => {
    const { source, copy, link } = setup();
    for (let i = 0; i < 18; i++) copy.links.push({ id: `own${i}`, name: `Own ${i}`, src: "" });
    source.links.push({ id: "n1", name: "N1", src: "" }, { id: "n2", name: "N2", src: "" });
    const out = run(source, copy, link, to);
    expect(out.data.links).toHaveLength(20);
    expect(out.data.links.filter((l) => l.id.startsWith("own"))).toHaveLength(18);
  });
});

describe("what the copy deleted", () => {
  it("a text of an item or link the user deleted from the copy is not stale and not sent, however it changes", () => {
    const source = resume("en");
    const copy = translated(source, "ch");
    const link = createTranslationLink(source, copy, "ch");
    copy.sections[0]!.data.splice(0, 1); // w1
    copy.links = [];
    source.sections[0]!.data[0]!.description = "- Led a team of 8";
    source.links[0]!.name = "Homepage";
    source.links[0]!.src = "https://new.example.com";
    expect(diffTranslation(source, copy, link)).toMatchObject({ stale: [], copied: [] });
    expect(planRetranslation(source, copy, link, true).texts).toEqual([]);
    expect(isUpToDate(source, copy, link, true)).toBe(true);
  });
});

describe("a link recorded before links had ids", () => {
  it("names links by position, which is the id an id-less link gets when read: the same links are followed", () => {
    const source = resume("ch");
    source.links.push({ id: "1", name: "代码", src: "https://github.com/sam" });
    const copy = translated(source, "en");
    for (const l of copy.links) l.name = `[en] ${l.name}`;
    const fresh = createTranslationLink(source, copy, "en");
    // What an old record held: no link ids, no kept links.
    const old: Record<string, unknown> = { ...fresh };
    delete old.links;
    delete old.keptLinks;
    const link = ZTranslationLink.parse(JSON.parse(JSON.stringify(old)));
    expect(link.links).toEqual(["0", "1"]);
    expect(link.keptLinks).toEqual([]);

    // The source, saved since with ids (its links got "0" and "1" when read), deletes the first and adds one.
    source.links.shift();
    source.links.push({ id: "link-x", name: "博客", src: "https://sam.blog" });
    const diff = diffTranslation(source, copy, link);
    expect(diff.added).toEqual([{ linkId: "link-x" }]);
    expect(diff.removed).toEqual([{ linkId: "0", edited: false }]);
    expect(diff.stale).toEqual([]);
    const plan = planRetranslation(source, copy, link, false);
    const out = applyRetranslation({
      source,
      copy,
      link,
      plan,
      translations: tag("en", plan.texts),
      replaceEdits: false,
    });
    expect(rows(out.data)).toEqual([
      ["1", "[en] 代码", "https://github.com/sam"],
      ["link-x", "[en] 博客", "https://sam.blog"],
    ]);
  });

  it("linked texts name links by id", () => {
    const paths = linkedTexts(resume("en")).map((t) => t.path);
    expect(paths).toContain("links.0.name");
  });
});
