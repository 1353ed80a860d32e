// The parser's last check (issue 24 item 2): every string it outputs stands in the file, as the file holds it.
import { fileTextOf, keepToFile, piecesInFile } from "@/lib/server/parse/keep-to-file";
import { parseResume } from "@/lib/server/parse/parse-resume";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import type { TParsedField } from "@/lib/server/parse/types";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

const squash = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

describe("keep-to-file", () => {
  it("reads the file's text in its order, folded by NFKC, without whitespace, with its links' addresses", () => {
    const content: TParseContent = {
      source: "pdf",
      pages: [{ width: 595, height: 842 }],
      items: [
        { text: "Certi\uFB01cations", x: 0, y: 0, width: 50, height: 10, fontSize: 10, bold: false, page: 1 },
        { text: "ＡＢＣ  d", x: 0, y: 20, width: 50, height: 10, fontSize: 10, bold: false, page: 1 },
      ],
      links: [{ url: "https://github.com/jellis", page: 1, x: 0, y: 0, width: 10, height: 10 }],
    };
    expect(fileTextOf(content)).toBe("CertificationsABCdhttps://github.com/jellis");
  });

  it("keeps a string that stands in the file, and cuts one that does not into the pieces that do", () => {
    const source = squash("English Native Korean Professional");
    expect(piecesInFile("English Native", source)).toEqual(["English Native"]);
    expect(piecesInFile("English Korean", source)).toEqual(["English", "Korean"]);
    expect(piecesInFile("Native Professional", source)).toEqual(["Native", "Professional"]);
    // A word that stands nowhere is left out.
    expect(piecesInFile("English Klingon Korean", source)).toEqual(["English", "Korean"]);
    // Chinese is cut between characters.
    expect(piecesInFile("英语日语", squash("英语 熟练 日语 N2"))).toEqual(["英语", "日语"]);
  });

  it("makes a list item of each piece, cuts other fields to their first, and marks them for review", () => {
    const { data } = createEmptyResume("en");
    data.basicInfo.title = "Engineer Page 1";
    const languages = data.sections.find((s) => s.kind === "skills");
    if (!languages) throw new Error("no skills section");
    languages.data = [
      { ...languages.data[0], id: "skills-1", title: "Go Rust", description: "- Built Go\nRust Go" } as never,
    ];
    const fields: TParsedField[] = [
      { path: "basicInfo.title", confidence: 0.9, line: 0, source: "Engineer" },
      { path: `sections.${languages.id}.skills-1.title`, confidence: 0.9, line: 3, source: "Go" },
    ];
    const kept = keepToFile(data, squash("Engineer Rust Built Go Page"), fields);
    expect(kept.basicInfo.title).toBe("Engineer");
    const skills = kept.sections.find((s) => s.kind === "skills")?.data ?? [];
    expect(skills.map((i) => i.title)).toEqual(["Go", "Rust"]);
    expect(skills[0]?.description).toBe("- Built Go\nRust\nGo");
    expect(fields.map((f) => f.confidence)).toEqual([0.5, 0.5, 0.5]);
    expect(fields[2]?.path).toBe(`sections.${languages.id}.skills-1-2.title`);
  });

  it("leaves the parse of a file whose text it holds as it is", () => {
    const content: TParseContent = {
      source: "docx",
      blocks: ["Jane Doe", "Skills", "Go, Rust"].map((text) => ({ kind: "paragraph" as const, text })),
    };
    expect(parseResume(content).data).toEqual(parseResume(content, { keepToFile: false }).data);
  });

  it("cuts what the rules join across cells the file holds apart", () => {
    // A language grid whose row the file writes column by column: "English", "Native", "Korean", "Professional".
    const item = (text: string, x: number, y: number) => ({
      text,
      x,
      y,
      width: text.length * 5,
      height: 10,
      fontSize: 10,
      bold: false,
      page: 1,
    });
    const content: TParseContent = {
      source: "pdf",
      pages: [{ width: 595, height: 842 }],
      items: [
        item("Jane Doe", 50, 40),
        { ...item("LANGUAGES", 50, 80), bold: true, fontSize: 13, height: 13 },
        item("English Korean", 50, 100),
        item("Native Professional", 50, 116),
      ],
    };
    // Read unchecked, the lines hold "English Korean"; the file holds it too, so it stays.
    expect(
      parseResume(content)
        .data.sections.find((s) => s.kind === "language")
        ?.data.map((i) => i.title),
    ).toEqual(
      parseResume(content, { keepToFile: false })
        .data.sections.find((s) => s.kind === "language")
        ?.data.map((i) => i.title),
    );
    const apart: TParseContent = {
      ...content,
      items: [
        ...content.items.slice(0, 2),
        item("English", 50, 100),
        item("Native", 50, 116),
        item("Korean", 85, 100),
        item("Professional", 85, 116),
      ],
    };
    const unchecked = parseResume(apart, { keepToFile: false }).data;
    const checked = parseResume(apart).data;
    const source = fileTextOf(apart);
    const strings = (d: typeof checked) =>
      d.sections.flatMap((s) => s.data.flatMap((i) => [i.title, i.subTitle, ...i.description.split("\n")]));
    // Whatever the rules read, nothing the check lets through is missing from the file.
    expect(strings(checked).filter((t) => t && !source.includes(squash(t.replace(/^- /, ""))))).toEqual([]);
    expect(strings(unchecked).some((t) => t && !source.includes(squash(t.replace(/^- /, ""))))).toBe(
      strings(unchecked).join("|") !== strings(checked).join("|"),
    );
  });
});
