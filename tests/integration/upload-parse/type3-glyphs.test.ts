// Chromium prints a CJK system font (Noto Sans CJK, a CFF font) as Type 3 fonts, one small drawing program per glyph.
// The extraction thread empties those programs before pdf.js reads the file (blank-type3-glyphs.mjs), and tells
// pdf.js it can load font faces so that it builds no glyph outlines (open-pdf.mjs): neither may change what is read.
// pdfjs-items.mjs prints what pdf.js reads with the thread's options, from the file as printed and as emptied.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { chineseResumeHtml, englishResumeHtml, printPdfs } from "./fixture-files";

type TRead = { blanked: number; pages: { str: string; transform: number[]; font?: string }[][] };

let dir: string;
let chinese: Buffer;
let english: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "type3-glyphs-"));
  [chinese, english] = (await printPdfs([chineseResumeHtml, englishResumeHtml])) as [Buffer, Buffer];
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

async function pdfjsRead(file: Buffer, mode: "plain" | "blank"): Promise<TRead> {
  const at = path.join(dir, `${mode}-${file.length}.pdf`);
  await writeFile(at, file);
  const helper = path.join(__dirname, "pdfjs-items.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [helper, at, mode], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as TRead;
}

describe("Type 3 glyph programs", () => {
  it("are emptied in a Chromium-printed Chinese resume, and pdf.js reads the same text, positions and font names", async () => {
    const [plain, blank] = await Promise.all([pdfjsRead(chinese, "plain"), pdfjsRead(chinese, "blank")]);
    expect(blank.blanked).toBeGreaterThan(50);
    expect(blank.pages).toEqual(plain.pages);
    const items = plain.pages.flat();
    expect(items.map((item) => item.str).join("")).toContain("字节跳动");
    expect(items.find((item) => item.str === "张伟")?.font).toMatch(/Bold/);
  }, 60_000);

  it("leave a file without Type 3 fonts as it was", async () => {
    const blank = await pdfjsRead(english, "blank");
    expect(blank.blanked).toBe(0);
    expect(
      blank.pages
        .flat()
        .map((item) => item.str)
        .join(""),
    ).toContain("Acme Payments Inc.");
  }, 60_000);

  it("do not change what the extraction thread reads: the text and which of it is bold", async () => {
    const content = await runExtractWorker("pdf", chinese);
    if (!("items" in content)) throw new Error("a PDF's content has items");
    const bold = (text: string) => content.items.find((item) => item.text === text)?.bold;
    expect([bold("张伟"), bold("字节跳动"), bold("现居：北京"), bold("zhangwei@163.com")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  }, 60_000);
});
