// Both parse endpoints against hostile and broken files: each is refused with a clear 4xx code (never a 5xx), and the
// server still answers and still parses a good file afterwards.
import { randomBytes } from "node:crypto";
import { describe, expect, it, beforeAll } from "@jest/globals";
import {
  FILE_EMPTY,
  FILE_ENCRYPTED,
  FILE_NO_TEXT,
  FILE_TOO_COMPLEX,
  FILE_TOO_LARGE,
  FILE_TOO_MANY_PAGES,
  FILE_TYPE,
  FILE_UNREADABLE,
  FILE_ZIP_UNKNOWN,
  INVALID_INPUT,
  UNAUTHORIZED,
} from "@/lib/shared/api/codes";
import { seedUser } from "@/tests/integration/resumes/helpers";
import { docxResume, encryptedPdf, englishResumeHtml, manyPagesPdf, printPdfs, tinyPng, zip } from "./fixture-files";
import { healthStatus, upload } from "./upload-api";

const FIVE_MB = 5 * 1024 * 1024;
let goodPdf: Buffer;
let imageOnlyPdf: Buffer;
let goodDocx: Buffer;

beforeAll(async () => {
  [goodPdf, imageOnlyPdf] = (await printPdfs([
    englishResumeHtml,
    `<html><body><img src="data:image/png;base64,${tinyPng.toString("base64")}" style="width:500px;height:700px"></body></html>`,
  ])) as [Buffer, Buffer];
  goodDocx = await docxResume("en");
}, 60_000);

type Case = { name: string; file: () => Buffer; code: number | number[]; filename?: string; chunked?: boolean };

const cases: Case[] = [
  { name: "empty file", file: () => Buffer.alloc(0), code: FILE_EMPTY },
  { name: "random bytes", file: () => randomBytes(4096), code: FILE_TYPE },
  // An image is a scan, read by OCR whatever its name (issue 24 item 3): a 1×1 PNG holds no text; a GIF is refused.
  { name: "a 1×1 PNG named .pdf", file: () => tinyPng, code: FILE_NO_TEXT, filename: "resume.pdf" },
  { name: "a GIF named .pdf", file: () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), code: FILE_TYPE },
  {
    name: "plain text named .docx",
    file: () => Buffer.from("Jane Doe\nEngineer"),
    code: FILE_TYPE,
    filename: "cv.docx",
  },
  {
    name: "HTML named .doc",
    file: () => Buffer.from("<html><body>Jane</body></html>"),
    code: FILE_TYPE,
    filename: "cv.doc",
  },
  {
    // Neither a Word document nor LinkedIn's data export (issue 24 item 4).
    name: "a zip without word/document.xml",
    file: () => zip([{ name: "hello.txt", data: Buffer.from("hi") }]),
    code: FILE_ZIP_UNKNOWN,
  },
  {
    name: "an .xlsx-like zip",
    file: () => zip([{ name: "xl/workbook.xml", data: Buffer.from("<workbook/>") }]),
    code: FILE_ZIP_UNKNOWN,
  },
  {
    name: "a zip with no directory",
    file: () => Buffer.from("PK\x03\x04garbage-without-a-directory"),
    code: FILE_TYPE,
  },
  {
    name: "a zip bomb (100 MB of zeros as document.xml)",
    file: () => zip([{ name: "word/document.xml", data: Buffer.alloc(100 * 1024 * 1024) }]),
    code: FILE_TOO_COMPLEX,
  },
  {
    // The directory lies (1 KB): the sniff lets it through and the worker's count of inflated bytes stops it.
    name: "a zip bomb whose directory lies about its size",
    file: () => zip([{ name: "word/document.xml", data: Buffer.alloc(200 * 1024 * 1024, 0x41), declaredSize: 1024 }]),
    code: FILE_TOO_COMPLEX,
  },
  {
    name: "a zip bomb of 3,000 entries",
    file: () =>
      zip([
        { name: "word/document.xml", data: Buffer.from("<w/>") },
        ...Array.from({ length: 3000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.from("x") })),
      ]),
    code: FILE_TOO_COMPLEX,
  },
  {
    name: "a DOCX whose document.xml is not XML",
    file: () =>
      zip([
        { name: "word/document.xml", data: Buffer.from("not xml at all <<<") },
        { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      ]),
    code: FILE_UNREADABLE,
  },
  { name: "a truncated DOCX", file: () => goodDocx.subarray(0, Math.floor(goodDocx.length / 2)), code: FILE_TYPE },
  {
    name: "a PDF header and garbage",
    file: () => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2048)]),
    code: FILE_UNREADABLE,
  },
  { name: "a PDF truncated to 400 bytes", file: () => goodPdf.subarray(0, 400), code: FILE_UNREADABLE },
  { name: "an encrypted PDF", file: encryptedPdf, code: FILE_ENCRYPTED },
  { name: "a PDF of 3,000 pages", file: () => manyPagesPdf(3000), code: FILE_TOO_MANY_PAGES },
  // Read by OCR (issue 24 item 3), which finds no text either.
  { name: "a PDF of blank pages", file: () => manyPagesPdf(2), code: FILE_NO_TEXT },
  { name: "an image-only (scanned) PDF of a blank picture", file: () => imageOnlyPdf, code: FILE_NO_TEXT },
  {
    name: "an OLE file that is not a Word document",
    file: () => Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), randomBytes(4096)]),
    code: FILE_UNREADABLE,
  },
  {
    name: "5 MB + 1 byte",
    file: () => Buffer.concat([goodPdf, Buffer.alloc(FIVE_MB + 1 - goodPdf.length)]),
    code: FILE_TOO_LARGE,
  },
  { name: "5 MB + 1 byte, chunked", file: () => Buffer.alloc(FIVE_MB + 1), code: FILE_TOO_LARGE, chunked: true },
  { name: "20 MB, chunked", file: () => Buffer.alloc(20 * FIVE_MB), code: FILE_TOO_LARGE, chunked: true },
];

describe.each(["pdf", "docx"] as const)("POST /api/parse%s refuses broken and hostile files", (kind) => {
  it.each(cases)(
    "$name",
    async ({ file, code, filename, chunked }) => {
      // A user per case: the rule allows 20 files in 10 minutes per user.
      const result = await upload(kind, file(), { user: await seedUser(), filename, chunked });
      expect([code].flat()).toContain(result.body.code);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body.message).toEqual(expect.any(String));
    },
    // A cap for a loaded machine: OCR of a blank page passed 30 s beside the browser tests (load 14).
    120_000,
  );

  it("refuses a request without a file, a JSON body and a signed-out caller", async () => {
    const noFile = await upload(kind, Buffer.from("x"), {
      user: await seedUser(),
      field: "other",
      contentType: "text/plain",
    });
    expect([noFile.status, noFile.body.code]).toEqual([400, INVALID_INPUT]);
    const signedOut = await upload(kind, goodPdf, {});
    expect([signedOut.status, signedOut.body.code]).toEqual([401, UNAUTHORIZED]);
  });

  it("still answers and still reads a good file afterwards", async () => {
    expect(await healthStatus()).toBe(200);
    const user = await seedUser();
    const pdf = await upload(kind, goodPdf, { user, field: "resume", filename: "anything.bin" });
    expect(pdf.status).toBe(200);
    expect(JSON.stringify(pdf.body.data)).toContain("Acme Payments Inc.");
    const docx = await upload(kind, goodDocx, { user, filename: "resume.pdf" });
    expect(docx.status).toBe(200);
    expect(JSON.stringify(docx.body.data)).toContain("Stanford University");
  });
});
