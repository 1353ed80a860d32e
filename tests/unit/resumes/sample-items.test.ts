// Issue 21 item 2: seeded sample entries carry a flag that persists with the document, is dropped when the user edits
// the entry, and can be removed all at once.
import { ops } from "@/lib/client/editor/doc-ops";
import type { EditorDoc } from "@/lib/client/editor/editor-store";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import { putProfileFirst } from "@/lib/shared/resume/put-profile-first";
import { ZResumeConfig, ZResumeData, type TResumeData } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { ZUpdateResumeBody } from "@/lib/shared/validations/resumes/update-resume";

function docWith(...kinds: Parameters<typeof createSection>[0][]): EditorDoc {
  const data = ZResumeData.parse({ basicInfo: {}, sections: kinds.map((kind) => createSection(kind, "en", kind)) });
  return { name: "CV", data, config: ZResumeConfig.parse({}) };
}

describe("sample entries", () => {
  it.each(["certificate", "language", "project", "hobby"] as const)(
    "a new %s module's seeded entries are flagged as samples, in both sample languages",
    (kind) => {
      for (const lang of ["en", "ch", "zh-tw"] as const) {
        const section = createSection(kind, lang);
        expect(section.data.length).toBeGreaterThan(0);
        expect(section.data.every((item) => item.sample === true)).toBe(true);
      }
    },
  );

  it("modules seeded without samples carry no flag; the intro profile's sample text is flagged", () => {
    expect(createSection("empolyment", "en").data).toEqual([]);
    const data = putProfileFirst(ZResumeData.parse({ basicInfo: {} }), "en");
    expect(data.sections[0]!.data[0]!.sample).toBe(true);
  });

  it("the flag persists: the document schema, the autosave body and the stored-document upgrade keep it", () => {
    const data = docWith("certificate").data;
    expect(ZResumeData.parse(JSON.parse(JSON.stringify(data))).sections[0]!.data[0]!.sample).toBe(true);
    const body = ZUpdateResumeBody.parse({ mode: "full", version: 1, name: "CV", data, config: {} });
    expect(body.data!.sections[0]!.data[0]!.sample).toBe(true);
    expect(upgradeResumeDocument(data, {}).data.sections[0]!.data[0]!.sample).toBe(true);
    expect(() =>
      ZResumeData.parse({ ...data, sections: [{ ...data.sections[0], data: [{ sample: "yes" }] }] }),
    ).toThrow();
  });

  it("older documents without the flag load unchanged and list no samples", () => {
    const old: TResumeData = createEmptyResume("en").data;
    const raw = { ...old, sections: [{ id: "c", name: "Certificates", type: "custom", data: [{ title: "AWS" }] }] };
    const { data } = upgradeResumeDocument(raw, {});
    expect(data.sections[0]!.data[0]).not.toHaveProperty("sample");
    expect(listSampleItems(data)).toEqual([]);
  });

  it("editing a field of a sample entry makes it the user's own; a no-op or a spacing change does not", () => {
    const doc = docWith("language");
    const same = ops.setItem("language", 0, { title: doc.data.sections[0]!.data[0]!.title })(doc);
    expect(same.data.sections[0]!.data[0]!.sample).toBe(true);
    const spaced = ops.setItem("language", 0, { styles: { marginTop: 4 } })(doc);
    expect(spaced.data.sections[0]!.data[0]!.sample).toBe(true);
    const edited = ops.setItem("language", 0, { subTitle: "Fluent" })(doc);
    expect(edited.data.sections[0]!.data[0]).not.toHaveProperty("sample");
    expect(edited.data.sections[0]!.data[1]!.sample).toBe(true);
    expect(listSampleItems(edited.data).map((entry) => entry.index)).toEqual([1]);
  });

  it("remove all samples: sample entries go, a section left with only samples goes, the user's entries stay", () => {
    let doc = docWith("certificate", "language", "empolyment");
    doc = ops.setItem("language", 1, { title: "German" })(doc);
    doc = ops.addItem("certificate")(doc);
    doc = ops.setItem("certificate", 1, { title: "CKA" })(doc);
    const project = createSection("project", "en", "project");
    doc = { ...doc, data: { ...doc.data, sections: [...doc.data.sections, project] } };
    expect(listSampleItems(doc.data).map((entry) => `${entry.sectionId}:${entry.index}`)).toEqual([
      "certificate:0",
      "language:0",
      "project:0",
    ]);
    const cleaned = ops.removeSamples()(doc);
    expect(cleaned.data.sections.map((s) => s.id)).toEqual(["certificate", "language", "empolyment"]);
    expect(cleaned.data.sections[0]!.data.map((item) => item.title)).toEqual(["CKA"]);
    expect(cleaned.data.sections[1]!.data.map((item) => item.title)).toEqual(["German"]);
    expect(cleaned.data.sections[2]).toBe(doc.data.sections[2]);
    expect(listSampleItems(cleaned.data)).toEqual([]);
    expect(ops.removeSamples()(cleaned)).toBe(cleaned);
  });
});
