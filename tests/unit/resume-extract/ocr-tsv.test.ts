// Tesseract's words → a PDF's text items (issue 24 item 3): the parser then reads a scan as any PDF, with Chinese
// characters joined without the spaces Tesseract puts between them, a line's far parts kept apart, misread bullets
// and the pronoun "I" put right, and lines of noise left out.
import { describe, expect, it } from "@jest/globals";
import { OCR_PAGE_WIDTH, sureWordShare, tsvToItems } from "@/lib/server/extract/ocr-tsv";
import { toLines } from "@/lib/server/parse/lines";
import { parseResume } from "@/lib/server/parse/parse-resume";
import { REVIEW_CONFIDENCE } from "@/lib/shared/validations/resume-review/parse-review";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

const HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
type TWordSpec = [text: string, left: number, width: number, confidence?: number, height?: number];

/** A TSV answer: each line at `top`, `height` pixels high, with its words (left, width, confidence). */
function tsv(lines: { top: number; height: number; words: TWordSpec[] }[]): string {
  const rows = [HEADER];
  lines.forEach((line, i) => {
    rows.push(`4\t1\t1\t1\t${i + 1}\t0\t100\t${line.top}\t1000\t${line.height}\t-1\t`);
    line.words.forEach(([text, left, width, confidence = 95, height = line.height], w) =>
      rows.push(`5\t1\t1\t1\t${i + 1}\t${w + 1}\t${left}\t${line.top}\t${width}\t${height}\t${confidence}\t${text}`),
    );
  });
  return rows.join("\n");
}

const IMAGE = { width: 2380, height: 3368 };
const contentOf = (text: string): TParseContent => {
  const { page, items } = tsvToItems(text, IMAGE, 1);
  return { source: "pdf", ocr: true, pages: [page], items };
};
const lineTexts = (text: string) => toLines(contentOf(text)).map((line) => line.segments);

describe("tsvToItems", () => {
  it("places the words on a page as wide as A4, in points", () => {
    const { page, items } = tsvToItems(tsv([{ top: 400, height: 40, words: [["Jane", 200, 120]] }]), IMAGE, 1);
    expect(page.width).toBe(OCR_PAGE_WIDTH);
    expect(page.height).toBeCloseTo((3368 * 595) / 2380, 1);
    expect(items).toEqual([{ text: "Jane", x: 50, y: 100, width: 30, height: 10, fontSize: 10, bold: false, page: 1 }]);
  });

  it("joins Chinese characters without spaces, keeps Latin words apart, and parts a line at a wide gap", () => {
    const lines = lineTexts(
      tsv([
        {
          top: 200,
          height: 48,
          words: [
            ["工作", 200, 90],
            ["经", 300, 45],
            ["历", 355, 45],
          ],
        },
        {
          top: 300,
          height: 40,
          words: [
            ["杭州", 200, 90],
            ["云", 300, 45],
            ["Java", 360, 100],
            ["开发", 475, 90],
            ["2021.07", 1800, 180],
            ["-", 1990, 20],
            ["至", 2020, 40],
            ["今", 2065, 40],
          ],
        },
      ]),
    );
    expect(lines).toEqual([["工作经历"], ["杭州云 Java 开发", "2021.07 - 至今"]]);
  });

  it("reads a misread bullet as a bullet, and a bar that starts a sentence as I", () => {
    const content = contentOf(
      tsv([
        {
          top: 200,
          height: 40,
          words: [
            ["«", 200, 20],
            ["Led", 240, 60],
            ["the", 310, 50],
            ["rewrite.", 370, 140],
            ["|", 520, 8],
            ["care", 540, 80],
          ],
        },
        {
          top: 260,
          height: 40,
          words: [
            ["e", 200, 14, 90, 14],
            ["Mentored", 240, 160],
            ["five.", 410, 80],
          ],
        },
        {
          top: 320,
          height: 40,
          words: [
            ["。", 200, 20],
            ["负责", 240, 90],
          ],
        },
        {
          top: 380,
          height: 40,
          words: [
            ["Go", 200, 40],
            ["|", 250, 8],
            ["rust", 270, 60],
          ],
        },
        // A word "e" as tall as the line is a letter, not a dot.
        {
          top: 440,
          height: 40,
          words: [
            ["e", 200, 20, 90, 40],
            ["mail", 230, 80],
          ],
        },
      ]),
    );
    const lines = toLines(content);
    expect(lines.map((line) => [line.isBullet, line.text])).toEqual([
      [true, "Led the rewrite. I care"],
      [true, "Mentored five."],
      [true, "负责"],
      [false, "Go | rust"],
      [false, "e mail"],
    ]);
  });

  it("leaves out a line whose every word Tesseract is unsure of (rubbish read from a picture or a rule)", () => {
    const lines = lineTexts(
      tsv([
        {
          top: 200,
          height: 40,
          words: [
            ["so", 200, 40, 12],
            ["ee", 250, 40, 3],
            ["2", 300, 20, 25],
          ],
        },
        {
          top: 260,
          height: 40,
          words: [
            ["顾", 200, 45, 92],
            ["临", 250, 45, 27],
            ["川", 300, 45, 90],
          ],
        },
      ]),
    );
    expect(lines).toEqual([["顾临川"]]);
  });

  it("drops control characters and text outside the page", () => {
    const { items } = tsvToItems(
      tsv([
        {
          top: 200,
          height: 40,
          words: [
            ["a\u0007b", 200, 40],
            ["far", 9000, 40],
          ],
        },
        { top: 99_999, height: 40, words: [["below", 200, 40]] },
      ]),
      IMAGE,
      2,
    );
    expect(items.map((item) => [item.text, item.page])).toEqual([["ab", 2]]);
  });
});

describe("a resume read by OCR", () => {
  it("has every field marked for review, however sure the parser is of it", () => {
    const text = tsv([
      {
        top: 200,
        height: 80,
        words: [
          ["Jane", 200, 200],
          ["Doe", 420, 160],
        ],
      },
      { top: 320, height: 36, words: [["jane@example.com", 200, 500]] },
      { top: 420, height: 48, words: [["EXPERIENCE", 200, 400]] },
      {
        top: 500,
        height: 36,
        words: [
          ["Acme", 200, 140],
          ["Inc.", 350, 80],
          ["Mar", 1800, 80],
          ["2019", 1890, 100],
          ["-", 2000, 20],
          ["Present", 2030, 160],
        ],
      },
      {
        top: 550,
        height: 36,
        words: [
          ["Senior", 200, 140],
          ["Engineer", 350, 200],
        ],
      },
    ]);
    const parsed = parseResume(contentOf(text));
    expect(parsed.data.basicInfo.name).toBe("Jane Doe");
    expect(parsed.fields.length).toBeGreaterThan(3);
    expect(parsed.fields.filter((field) => field.confidence >= REVIEW_CONFIDENCE)).toEqual([]);
    // The same text from a PDF's own text layer keeps the parser's confidence.
    const fromPdf = contentOf(text) as Extract<TParseContent, { source: "pdf" }>;
    delete fromPdf.ocr;
    expect(parseResume(fromPdf).fields.some((field) => field.confidence >= REVIEW_CONFIDENCE)).toBe(true);
  });
});

describe("sureWordShare", () => {
  it("is the share of words read with confidence 60 or more: high for an upright page, low for one upside down", () => {
    const upright = tsv([
      {
        top: 100,
        height: 30,
        words: [
          ["Senior", 100, 120, 96],
          ["Engineer", 240, 160, 91],
        ],
      },
    ]);
    expect(sureWordShare(upright)).toBe(1);
    const garbled = tsv([
      {
        top: 100,
        height: 30,
        words: [
          ["ɹǝǝuıƃuƎ", 100, 160, 22],
          ["ɹoıuǝS", 280, 120, 35],
          ["Lo", 420, 40, 71],
        ],
      },
    ]);
    expect(sureWordShare(garbled)).toBeCloseTo(1 / 3);
    expect(sureWordShare(HEADER)).toBe(0);
  });
});
