// Issue 21 item 14: a field's confidence says how sure its position is. Values that stand whole where resumes put them
// are sure (≥ 0.7, REVIEW_CONFIDENCE: not marked); a value picked out of a longer text, or a line that might be
// something else, stays a guess (< 0.7: marked for review).
import { parseResume } from "@/lib/server/parse/parse-resume";
import type { TParseContent, TTextBlock as Block } from "@/lib/shared/validations/resume-parse/parse-content";
import { REVIEW_CONFIDENCE } from "@/lib/shared/validations/resume-review/parse-review";

const docx = (...blocks: Block[]): TParseContent => ({ source: "docx", blocks });
const p = (text: string): Block => ({ kind: "paragraph", text });
const h = (text: string): Block => ({ kind: "heading", level: 1, text });

/** The parsed fields as path → [value, marked for review]. */
function marks(content: TParseContent) {
  const { data, fields } = parseResume(content);
  const valueAt = (path: string): string => {
    const [head, key, itemId, field] = path.split(".");
    if (head === "basicInfo") return (data.basicInfo as Record<string, string>)[key!] ?? "";
    const item = data.sections.find((s) => s.id === key)?.data.find((i) => i.id === itemId);
    return String((item as Record<string, unknown> | undefined)?.[field!] ?? "");
  };
  return Object.fromEntries(
    fields
      .filter((f) => !f.path.startsWith("links."))
      .map((f) => [f.path.replace(/\.[^.]+-\d+\./, ".*."), [valueAt(f.path), f.confidence < REVIEW_CONFIDENCE]]),
  );
}

describe("review confidence of parsed fields", () => {
  it("is sure of a name alone on the first line of a Word file, the headline under it and the city of the contact line", () => {
    expect(
      marks(
        docx(
          p("Maria Lopez"),
          p("Product Designer"),
          p("maria@example.com | +1 (206) 555-0142 | Seattle, WA"),
          h("Work Experience"),
          p("Northwind Traders Inc.\tSenior Product Designer\tSeattle, WA\tApr 2020 – Present"),
        ),
      ),
    ).toMatchObject({
      "basicInfo.name": ["Maria Lopez", false],
      "basicInfo.title": ["Product Designer", false],
      "basicInfo.location": ["Seattle, WA", false],
      "sections.empolyment.*.title": ["Northwind Traders Inc.", false],
      "sections.empolyment.*.subTitle": ["Senior Product Designer", false],
      "sections.empolyment.*.city": ["Seattle, WA", false],
    });
  });

  it("is sure of a labelled city and a degree line whose degree word comes last", () => {
    expect(
      marks(
        docx(
          p("王芳"),
          p("wangfang@example.cn | 139 1234 5678 | 现居：上海"),
          h("教育经历"),
          p("同济大学\t交互设计 本科\t2012.09 - 2016.06"),
        ),
      ),
    ).toMatchObject({
      "basicInfo.name": ["王芳", false],
      "basicInfo.location": ["上海", false],
      "sections.education.*.subTitle": ["交互设计 本科", false],
    });
  });

  it("keeps guessing where the position is unsure", () => {
    const guessed = marks(
      docx(
        p("Curriculum Vitae"),
        p("Maria Lopez"),
        p("maria@example.com"),
        p("Relocated to the Pacific Northwest, now near Seattle, WA and open to hybrid work"),
      ),
    );
    // A document title first: the name is not on the first line, so it is a guess, and so is the line under it.
    expect(guessed["basicInfo.name"]).toEqual(["Maria Lopez", true]);
    // A place picked out of a sentence.
    expect(guessed["basicInfo.location"]).toEqual(["Seattle, WA", true]);

    // A headline under a name that was itself a guess stays a guess.
    const underGuess = marks(docx(p("Curriculum Vitae"), p("Maria Lopez"), p("Product Designer")));
    expect(underGuess["basicInfo.title"]).toEqual(["Product Designer", true]);
  });

  it("takes a company shaped like a place for a company", () => {
    const parsed = marks(docx(p("Maria Lopez"), h("Work Experience"), p("Globex, LLC\tDesigner\tJan 2019 – Present")));
    expect(parsed["sections.empolyment.*.city"]).toBeUndefined();
    expect(parsed["sections.empolyment.*.title"]).toEqual(["Globex, LLC", false]);
  });
});
