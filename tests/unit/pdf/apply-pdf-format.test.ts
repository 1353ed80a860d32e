// format "one" moves side sections into the main column, in order; "two" keeps the document as it is.
import { describe, expect, it } from "@jest/globals";
import { applyPdfFormat } from "@/lib/server/pdf/apply-pdf-format";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";

describe("applyPdfFormat", () => {
  const data = sampleResumeData("en");

  it("keeps the template's layout for two", () => {
    expect(applyPdfFormat(data, "two")).toBe(data);
  });

  it("puts every section in the main column for one, keeping the order", () => {
    expect(data.sections.some((s) => s.position === "side")).toBe(true);
    const one = applyPdfFormat(data, "one");
    expect(one.sections.every((s) => s.position === "main")).toBe(true);
    expect(one.sections.map((s) => s.id)).toEqual(data.sections.map((s) => s.id));
  });
});
