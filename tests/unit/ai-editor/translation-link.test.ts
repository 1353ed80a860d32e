// Linked translations (issue 27 item 1): the stale and structure diff of a copy against its source, and the copy
// rebuilt by a re-translation, in both directions (zh → en and en → zh), with cases that must and must not count.
import { describe, expect, it } from "@jest/globals";
import { applyRetranslation, isUpToDate, planRetranslation } from "@/lib/shared/resume/retranslate-document";
import { createTranslationLink, diffTranslation } from "@/lib/shared/resume/translation-link";
import { resume, tag, translated } from "./linked-resume";

describe.each<["ch" | "en", "en" | "ch"]>([
  ["ch", "en"],
  ["en", "ch"],
])("%s → %s", (from, to) => {
  const setup = () => {
    const source = resume(from);
    const copy = translated(source, to);
    return { source, copy, link: createTranslationLink(source, copy, to) };
  };

  it("an untouched source has nothing stale, even after the copy is edited", () => {
    const { source, copy, link } = setup();
    copy.basicInfo.title = "my own words";
    expect(diffTranslation(source, copy, link)).toEqual({
      stale: [],
      copied: [],
      added: [],
      removed: [],
      reordered: false,
    });
    expect(isUpToDate(source, copy, link, true)).toBe(true);
  });

  it("marks exactly the changed fields stale, with the old and new source text; contacts, dates and links never", () => {
    const { source, copy, link } = setup();
    const before = source.sections[0]!.data[1]!.description;
    source.sections[0]!.data[1]!.description = "- 2x faster / 提速两倍";
    source.basicInfo.email = "new@example.com";
    source.basicInfo.cellphone = "13900000000";
    source.sections[0]!.data[0]!.startDate = "2019-05";
    source.links[0]!.src = "https://new.example.com";
    const diff = diffTranslation(source, copy, link);
    expect(diff.stale).toEqual([
      { path: "sections.work.w2.description", before, after: "- 2x faster / 提速两倍", edited: false },
    ]);
    const plan = planRetranslation(source, copy, link, false);
    expect(plan.texts).toEqual([{ id: "sections.work.w2.description", text: "- 2x faster / 提速两倍" }]);
  });

  it("a field the user edited in the copy is reported as edited and kept unless replaceEdits", () => {
    const { source, copy, link } = setup();
    source.basicInfo.title = from === "ch" ? "高级前端工程师" : "Senior frontend engineer";
    source.sections[0]!.data[0]!.description = "- new";
    copy.basicInfo.title = "mine";
    expect(diffTranslation(source, copy, link).stale.map((f) => [f.path, f.edited])).toEqual([
      ["basicInfo.title", true],
      ["sections.work.w1.description", false],
    ]);
    const plan = planRetranslation(source, copy, link, false);
    const out = applyRetranslation({
      source,
      copy,
      link,
      plan,
      translations: tag(to, plan.texts),
      replaceEdits: false,
    });
    expect(out.data.basicInfo.title).toBe("mine");
    expect(out.data.sections[0]!.data[0]!.description).toBe(`[${to}] - new`);
    // Only the edited field stays stale.
    expect(diffTranslation(source, out.data, out.link).stale.map((f) => f.path)).toEqual(["basicInfo.title"]);

    const all = planRetranslation(source, copy, link, true);
    const replaced = applyRetranslation({
      source,
      copy,
      link,
      plan: all,
      translations: tag(to, all.texts),
      replaceEdits: true,
    });
    expect(replaced.data.basicInfo.title).toBe(`[${to}] ${source.basicInfo.title}`);
    expect(isUpToDate(source, replaced.data, replaced.link, true)).toBe(true);
  });

  it("follows structure: an added item translated in place, a removed one dropped, a reorder", () => {
    const { source, copy, link } = setup();
    const work = source.sections[0]!;
    work.data.splice(1, 0, { ...work.data[0]!, id: "w3", title: "Meituan", description: "- 新的 new" });
    work.data.reverse(); // w2, w3, w1
    source.sections[1]!.data = [];
    const diff = diffTranslation(source, copy, link);
    expect(diff.added).toEqual([{ sectionId: "work", itemKey: "w3" }]);
    expect(diff.removed).toEqual([{ sectionId: "extra", itemKey: "x1", edited: false }]);
    expect(diff.reordered).toBe(true);
    expect(diff.stale).toEqual([]);
    const plan = planRetranslation(source, copy, link, false);
    expect(plan.texts.map((t) => t.id)).toEqual(["sections.work.w3.title", "sections.work.w3.description"]);
    const out = applyRetranslation({
      source,
      copy,
      link,
      plan,
      translations: tag(to, plan.texts),
      replaceEdits: false,
    });
    expect(out.data.sections[0]!.data.map((i) => [i.id, i.title])).toEqual([
      ["w2", copy.sections[0]!.data[1]!.title],
      ["w3", `[${to}] Meituan`],
      ["w1", copy.sections[0]!.data[0]!.title],
    ]);
    expect(out.data.sections[0]!.data[1]!.startDate).toBe(work.data[1]!.startDate);
    expect(out.data.sections[1]!.data).toEqual([]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("an item removed in the source but edited in the copy is kept and flagged", () => {
    const { source, copy, link } = setup();
    source.sections[1]!.data = [];
    copy.sections[1]!.data[0]!.title = "edited by me";
    expect(diffTranslation(source, copy, link).removed).toEqual([{ sectionId: "extra", itemKey: "x1", edited: true }]);
    const plan = planRetranslation(source, copy, link, false);
    const out = applyRetranslation({ source, copy, link, plan, translations: new Map(), replaceEdits: false });
    expect(out.data.sections[1]!.data.map((i) => i.title)).toEqual(["edited by me"]);
    expect(out.link.kept).toEqual(["extra/x1"]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("items the user added to the copy stay; items the user deleted from the copy are not brought back", () => {
    const { source, copy, link } = setup();
    copy.sections[0]!.data.splice(0, 1);
    copy.sections[0]!.data.push({ ...copy.sections[0]!.data[0]!, id: "mine", title: "Mine" });
    source.sections[0]!.data[1]!.title = "Tencent Cloud";
    const plan = planRetranslation(source, copy, link, false);
    expect(plan.texts).toEqual([{ id: "sections.work.w2.title", text: "Tencent Cloud" }]);
    const out = applyRetranslation({
      source,
      copy,
      link,
      plan,
      translations: tag(to, plan.texts),
      replaceEdits: false,
    });
    expect(out.data.sections[0]!.data.map((i) => i.id)).toEqual(["w2", "mine"]);
    expect(out.data.sections[0]!.data[0]!.title).toBe(`[${to}] Tencent Cloud`);
  });
});
