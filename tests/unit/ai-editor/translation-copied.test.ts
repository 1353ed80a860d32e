// Linked translations (issue 27 item 1), what the model never sees: contacts, dates and link addresses changed in the
// source are reported apart (`copied`) and copied into the copy verbatim, with no text for the model, unless the user
// edited them in the copy; and whole sections added to or removed from the source, in both directions.
import { describe, expect, it } from "@jest/globals";
import { applyRetranslation, isUpToDate, planRetranslation } from "@/lib/shared/resume/retranslate-document";
import { createTranslationLink, diffTranslation } from "@/lib/shared/resume/translation-link";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";
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
  const run = (source: TResumeData, copy: TResumeData, link: TTranslationLink, replaceEdits = false) => {
    const plan = planRetranslation(source, copy, link, replaceEdits);
    return {
      plan,
      ...applyRetranslation({ source, copy, link, plan, translations: tag(to, plan.texts), replaceEdits }),
    };
  };
  const changeContacts = (source: TResumeData) => {
    source.basicInfo.email = "new@example.com";
    source.basicInfo.cellphone = "13900000000";
    source.sections[0]!.data[0]!.startDate = "2019-05";
    source.sections[0]!.data[1]!.endDate = "2020-01";
    source.links[0]!.src = "https://new.example.com";
  };

  it("reports changed contacts, dates and link addresses apart, and copies them verbatim with nothing to translate", () => {
    const { source, copy, link } = setup();
    changeContacts(source);
    const diff = diffTranslation(source, copy, link);
    expect(diff.stale).toEqual([]);
    expect(diff.copied).toEqual([
      { path: "basicInfo.cellphone", before: "13800000000", after: "13900000000", edited: false },
      { path: "basicInfo.email", before: "sam@example.com", after: "new@example.com", edited: false },
      { path: "links.0.src", before: "https://example.com", after: "https://new.example.com", edited: false },
      { path: "sections.work.w1.startDate", before: "2020-01", after: "2019-05", edited: false },
      { path: "sections.work.w2.endDate", before: "", after: "2020-01", edited: false },
    ]);
    expect(isUpToDate(source, copy, link, false)).toBe(false);

    const out = run(source, copy, link);
    expect(out.plan.texts).toEqual([]);
    expect(out.data.basicInfo).toMatchObject({ email: "new@example.com", cellphone: "13900000000" });
    expect(out.data.basicInfo.title).toBe(copy.basicInfo.title);
    expect(out.data.links[0]).toEqual({ ...copy.links[0], src: "https://new.example.com" });
    expect(out.data.sections[0]!.data.map((i) => [i.startDate, i.endDate, i.description])).toEqual([
      ["2019-05", "", copy.sections[0]!.data[0]!.description],
      ["2018-01", "2020-01", copy.sections[0]!.data[1]!.description],
    ]);
    expect(diffTranslation(source, out.data, out.link)).toEqual({
      stale: [],
      copied: [],
      added: [],
      removed: [],
      reordered: false,
    });
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("a contact or date the user changed in the copy is kept (reported edited) unless replaceEdits", () => {
    const { source, copy, link } = setup();
    changeContacts(source);
    copy.basicInfo.email = "mine@example.com";
    copy.sections[0]!.data[0]!.startDate = "2020-02";
    expect(
      diffTranslation(source, copy, link)
        .copied.filter((f) => f.edited)
        .map((f) => f.path),
    ).toEqual(["basicInfo.email", "sections.work.w1.startDate"]);

    const kept = run(source, copy, link);
    expect(kept.data.basicInfo.email).toBe("mine@example.com");
    expect(kept.data.basicInfo.cellphone).toBe("13900000000");
    expect(kept.data.sections[0]!.data[0]!.startDate).toBe("2020-02");
    // Only the edited ones stay different from the source.
    expect(diffTranslation(source, kept.data, kept.link).copied.map((f) => [f.path, f.edited])).toEqual([
      ["basicInfo.email", true],
      ["sections.work.w1.startDate", true],
    ]);
    expect(isUpToDate(source, kept.data, kept.link, false)).toBe(true);

    const replaced = run(source, copy, link, true);
    expect(replaced.plan.texts).toEqual([]);
    expect(replaced.data.basicInfo.email).toBe("new@example.com");
    expect(replaced.data.sections[0]!.data[0]!.startDate).toBe("2019-05");
    expect(isUpToDate(source, replaced.data, replaced.link, true)).toBe(true);
  });

  it("a whole section added in the source is translated and inserted at the source's place, its dates verbatim", () => {
    const { source, copy, link } = setup();
    source.sections.splice(1, 0, {
      ...structuredClone(source.sections[1]!),
      id: "awards",
      name: from === "ch" ? "获奖" : "Awards",
      data: [{ ...source.sections[1]!.data[0]!, id: "a1", title: "ICPC", startDate: "2016-09", endDate: "2016-12" }],
    });
    const diff = diffTranslation(source, copy, link);
    expect(diff).toMatchObject({ added: [{ sectionId: "awards" }], removed: [], reordered: false, copied: [] });
    const out = run(source, copy, link);
    expect(out.plan.texts.map((t) => t.id)).toEqual(["sections.awards.name", "sections.awards.a1.title"]);
    expect(out.data.sections.map((s) => s.id)).toEqual(["work", "awards", "extra"]);
    const awards = out.data.sections[1]!;
    expect(awards.name).toBe(`[${to}] ${source.sections[1]!.name}`);
    expect(awards.data[0]).toMatchObject({ title: `[${to}] ICPC`, startDate: "2016-09", endDate: "2016-12" });
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);
  });

  it("a whole section removed in the source leaves the copy; one the user edited there stays, listed in kept", () => {
    const { source, copy, link } = setup();
    source.sections.splice(1, 1);
    expect(diffTranslation(source, copy, link).removed).toEqual([{ sectionId: "extra", edited: false }]);
    const out = run(source, copy, link);
    expect(out.data.sections.map((s) => s.id)).toEqual(["work"]);
    expect(out.link.kept).toEqual([]);
    expect(isUpToDate(source, out.data, out.link, false)).toBe(true);

    // Edited in the copy (here only a date, never sent to the model, is still the user's edit): kept and listed.
    copy.sections[1]!.data[0]!.startDate = "2012-07";
    expect(diffTranslation(source, copy, link).removed).toEqual([{ sectionId: "extra", edited: true }]);
    const kept = run(source, copy, link);
    expect(kept.data.sections.map((s) => s.id)).toEqual(["work", "extra"]);
    expect(kept.link.kept).toEqual(["extra"]);
    expect(isUpToDate(source, kept.data, kept.link, false)).toBe(true);

    // A later re-translation (another change in the source) still keeps it, and still lists it.
    source.basicInfo.email = "later@example.com";
    const later = run(source, kept.data, kept.link);
    expect(later.data.sections.map((s) => s.id)).toEqual(["work", "extra"]);
    expect(later.link.kept).toEqual(["extra"]);

    // Replacing edits removes it.
    const replaced = run(source, copy, link, true);
    expect(replaced.data.sections.map((s) => s.id)).toEqual(["work"]);
    expect(replaced.link.kept).toEqual([]);
  });

  it("a link made before contacts were tracked has no baseline for them: nothing reported, recorded at the next run", () => {
    const { source, copy, link } = setup();
    const old: TTranslationLink = {
      ...link,
      fields: Object.fromEntries(
        Object.entries(link.fields).filter(
          ([path]) => !/\.(src|startDate|endDate)$|^basicInfo\.(?!title|location)/.test(path),
        ),
      ),
    };
    source.basicInfo.email = "new@example.com";
    source.sections[0]!.data[0]!.description = "- new";
    expect(diffTranslation(source, copy, old).copied).toEqual([]);
    const out = run(source, copy, old);
    expect(out.link.fields["basicInfo.email"]).toBeDefined();
    // The copy's own e-mail differs from the source's now: it counts as the user's, never overwritten.
    source.basicInfo.email = "newer@example.com";
    expect(diffTranslation(source, out.data, out.link).copied).toEqual([
      { path: "basicInfo.email", before: "new@example.com", after: "newer@example.com", edited: true },
    ]);
  });
});
