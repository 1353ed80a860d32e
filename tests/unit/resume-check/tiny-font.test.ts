// Issue 27 item 3: a section or an entry set in a font too small to read is flagged by the check and refused by a save
// (a new or changed one: lib/server/services/resumes/refuse-new-tiny-fonts.ts), with a translated field error.
import { MIN_FONT_SIZE_PX } from "@/lib/shared/resume-check/limits";
import { findTinyFont } from "@/lib/shared/resume-check/rules/tiny-font";
import { tinyFontPaths } from "@/lib/shared/resume-check/tiny-font-paths";
import { pxStyles } from "@/lib/shared/resume/spacing";
import { read, resume, section } from "./build";

describe("text too small to read", () => {
  it.each([
    ["en", "Keywords: Python Java Go"],
    ["zh", "关键词：Python Java Go"],
  ])("%s: flags an entry and a section set below the floor", (_lang, title) => {
    const hidden = section("custom", [{ title, styles: { fontSize: 1 } }], { styles: { fontSize: 2 } });
    const findings = findTinyFont(read(resume([hidden])));
    expect(findings.map((finding) => [finding.kind, finding.target])).toEqual([
      ["stuffing", { sectionId: hidden.id, field: "styles.fontSize" }],
      ["stuffing", { sectionId: hidden.id, itemId: hidden.data[0]?.id, itemIndex: 0, field: "styles.fontSize" }],
    ]);
    expect(findings[1]?.why.values).toEqual({ size: 1, min: MIN_FONT_SIZE_PX });
  });

  it.each([
    ["en", "Python"],
    ["zh", "关键词"],
  ])("%s: leaves readable sizes and no size alone", (_lang, title) => {
    const fine = section("custom", [{ title, styles: { fontSize: MIN_FONT_SIZE_PX } }, { title }]);
    expect(findTinyFont(read(resume([fine])))).toEqual([]);
  });

  it("names the paths a save refuses (the refusal itself, against the stored document: integration update.test)", () => {
    const { data } = resume([
      section(
        "custom",
        [
          { title: "x", styles: { fontSize: 2 } },
          { title: "y", styles: { fontSize: MIN_FONT_SIZE_PX } },
        ],
        {
          styles: { fontSize: 3 },
        },
      ),
    ]);
    expect(tinyFontPaths(data)).toEqual([
      ["sections", 0, "styles", "fontSize"],
      ["sections", 0, "data", 0, "styles", "fontSize"],
    ]);
    expect(tinyFontPaths(resume([section("custom", [{ title: "x" }])]).data)).toEqual([]);
  });

  it("is never printed below the floor, whatever a document holds", () => {
    expect(pxStyles({ fontSize: 1, marginTop: -4 })).toEqual({ fontSize: `${MIN_FONT_SIZE_PX}px`, marginTop: "-4px" });
    expect(pxStyles({ fontSize: 14 })).toEqual({ fontSize: "14px" });
  });
});
