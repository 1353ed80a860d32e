// Layout adjustment (docs/product.md §4): moves inside and between the main and side columns, and one-column
// reordering.
import { ops } from "@/lib/client/editor/doc-ops";
import type { EditorDoc } from "@/lib/client/editor/editor-store";
import { columnsLeftToRight, pinnedSectionId, placeSection, sectionColumns } from "@/lib/client/editor/section-layout";
import { sampleResume } from "@/lib/shared/resume/sample-resume";

// Sample order: profile, empolyment, project, education (main); skills, certificate, language, hobby (side).
function doc(): EditorDoc {
  const { data, config } = sampleResume("en");
  return { name: "CV", data, config };
}
const ids = (list: { id: string }[]) => list.map((s) => s.id.replace("sample-", ""));
const columns = (d: EditorDoc) => {
  const { main, side } = sectionColumns(d.data.sections, true);
  return { main: ids(main), side: ids(side) };
};

describe("sectionColumns", () => {
  it("splits by position in two-column templates and keeps one list (print order) otherwise", () => {
    const { data } = doc();
    expect(columns(doc())).toEqual({
      main: ["profile", "empolyment", "project", "education"],
      side: ["skills", "certificate", "language", "hobby"],
    });
    expect(ids(sectionColumns(data.sections, false).main)).toHaveLength(8);
    expect(sectionColumns(data.sections, false).side).toEqual([]);
  });

  it("puts the profile first for a profile-first template (TemplateIntro)", () => {
    const d = ops.moveSection(0, 3)(doc());
    expect(ids(sectionColumns(d.data.sections, false, true).main).slice(0, 2)).toEqual(["profile", "empolyment"]);
    expect(pinnedSectionId(d.data.sections, true)).toBe("sample-profile");
    expect(pinnedSectionId(d.data.sections, false)).toBeNull();
  });

  it("lists the columns left to right as the template prints them", () => {
    expect(columnsLeftToRight("TemplateSidebar")).toEqual(["side", "main"]);
    expect(columnsLeftToRight("TemplateSplit")).toEqual(["main", "side"]);
  });
});

describe("placeSection", () => {
  it("moves within a column without touching the other column's order", () => {
    const d = ops.placeSection("sample-education", "main", 0)(doc());
    expect(columns(d)).toEqual({
      main: ["education", "profile", "empolyment", "project"],
      side: ["skills", "certificate", "language", "hobby"],
    });
  });

  it("moves to another column at an index, changing only that section's position", () => {
    const before = doc();
    const d = ops.placeSection("sample-skills", "main", 1)(before);
    expect(columns(d)).toEqual({
      main: ["profile", "skills", "empolyment", "project", "education"],
      side: ["certificate", "language", "hobby"],
    });
    const skills = d.data.sections.find((s) => s.id === "sample-skills")!;
    expect(skills.position).toBe("main");
    // Structural sharing: every other section is the same object.
    for (const section of d.data.sections) if (section !== skills) expect(before.data.sections).toContain(section);
  });

  it("appends at the end of a column (also an empty one) and clamps large indexes", () => {
    const d = ops.placeSection("sample-profile", "side", 99)(doc());
    expect(columns(d).side).toEqual(["skills", "certificate", "language", "hobby", "profile"]);
    let e = doc();
    for (const id of ["sample-skills", "sample-certificate", "sample-language", "sample-hobby"])
      e = ops.placeSection(id, "main", 99)(e);
    expect(columns(e).side).toEqual([]);
    e = ops.placeSection("sample-project", "side", 0)(e);
    expect(columns(e)).toEqual({
      main: ["profile", "empolyment", "education", "skills", "certificate", "language", "hobby"],
      side: ["project"],
    });
  });

  it("answers the same document when nothing moves, so no edit is recorded", () => {
    const d = doc();
    expect(ops.placeSection("sample-empolyment", "main", 1)(d)).toBe(d);
    expect(ops.placeSection("nope", "main", 0)(d)).toBe(d);
    expect(placeSection(d.data.sections, "sample-hobby", "side", 3)).toBe(d.data.sections);
    expect(ops.moveSection(2, 2)(d)).toBe(d);
  });
});

describe("moveSectionInPrint (one column)", () => {
  it("moves to an index of the printed order", () => {
    const d = ops.moveSectionInPrint("sample-hobby", 1, false)(doc());
    expect(ids(d.data.sections).slice(0, 3)).toEqual(["profile", "hobby", "empolyment"]);
  });

  it("never moves the pinned profile, nor anything above it, in a profile-first template", () => {
    const d = ops.moveSection(0, 2)(doc()); // empolyment, project, profile, …
    expect(ops.moveSectionInPrint("sample-profile", 3, true)(d)).toBe(d);
    const e = ops.moveSectionInPrint("sample-education", 0, true)(d);
    expect(ids(sectionColumns(e.data.sections, false, true).main).slice(0, 3)).toEqual([
      "profile",
      "education",
      "empolyment",
    ]);
  });
});
