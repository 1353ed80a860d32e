// The warm extraction threads (lib/server/extract/extract-pool.ts): files are read one after another and side by side
// on kept threads, and a thread that overran its time, ran out of memory or had a parser throw in it is never handed
// the next file — the file after a hostile one is read as well as the file before it.
import { describe, expect, it, beforeAll } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import { docxResume, englishResumeHtml, printPdfs, zip } from "./fixture-files";

let goodPdf: Buffer;
let goodDocx: Buffer;

beforeAll(async () => {
  [goodPdf] = (await printPdfs([englishResumeHtml])) as [Buffer];
  goodDocx = await docxResume("en");
}, 60_000);

const textOf = (content: TParseContent) =>
  "items" in content
    ? content.items.map((i) => i.text).join(" ")
    : "blocks" in content
      ? content.blocks.map((b) => b.text).join(" ")
      : "";

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  throw new Error("the file was read");
}

describe("extraction threads", () => {
  it("reads the same file the same way on every run, one after another and side by side", async () => {
    const first = await runExtractWorker("pdf", goodPdf);
    expect(textOf(first)).toContain("Acme Payments Inc.");
    for (let i = 0; i < 3; i++) expect(await runExtractWorker("pdf", goodPdf)).toEqual(first);
    const together = await Promise.all([
      runExtractWorker("pdf", goodPdf),
      runExtractWorker("docx", goodDocx),
      runExtractWorker("pdf", goodPdf),
      runExtractWorker("docx", goodDocx),
    ]);
    expect(together[0]).toEqual(first);
    expect(together[2]).toEqual(first);
    expect(textOf(together[1] as TParseContent)).toContain("Stanford University");
    expect(together[3]).toEqual(together[1]);
  }, 60_000);

  it("leaves the caller's bytes intact", async () => {
    const copy = Buffer.from(goodPdf);
    await runExtractWorker("pdf", copy);
    expect(copy.equals(goodPdf)).toBe(true);
  }, 30_000);

  it("answers a file past its time FILE_TOO_COMPLEX and reads the next file on a fresh thread", async () => {
    expect(await refusal(runExtractWorker("pdf", goodPdf, { timeoutMs: 1 }))).toBe("FILE_TOO_COMPLEX");
    expect(textOf(await runExtractWorker("pdf", goodPdf))).toContain("Acme Payments Inc.");
  }, 30_000);

  it("reads good files after a thread ran out of memory", async () => {
    const bomb = zip([{ name: "word/document.xml", data: Buffer.alloc(200 * 1024 * 1024, 0x41), declaredSize: 1024 }]);
    expect(["FILE_TOO_COMPLEX", "FILE_UNREADABLE"]).toContain(await refusal(runExtractWorker("docx", bomb)));
    const [pdf, docx] = await Promise.all([runExtractWorker("pdf", goodPdf), runExtractWorker("docx", goodDocx)]);
    expect(textOf(pdf)).toContain("Acme Payments Inc.");
    expect(textOf(docx)).toContain("Stanford University");
  }, 60_000);

  it("reads good files after a parser threw on a broken one", async () => {
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x2a)]);
    expect(await refusal(runExtractWorker("pdf", broken))).toBe("FILE_UNREADABLE");
    expect(await refusal(runExtractWorker("pdf", goodPdf.subarray(0, 400)))).toBe("FILE_UNREADABLE");
    expect(textOf(await runExtractWorker("pdf", goodPdf))).toContain("Acme Payments Inc.");
  }, 30_000);
});
