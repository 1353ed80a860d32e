// "What an ATS reads" (issue 25 item 1): a resume's PDF read back by three extractors and compared field by field with
// the resume it was printed from.
// - ours: the upload's own reading, pdf.js's text items (the extraction pool, extract-worker.mjs) and the rule-based
//   parser (run-parse-worker.ts), both on the pool's bounded child processes; its fields are the parsed document's
//   (compare-parsed-fields.ts), its text the lines in the order the parser read them;
// - pdftotext: poppler's plain text (read-pdftotext.ts, a child process with limits);
// - pdfjs: pdf.js's text in the file's drawing order (pdfjs-text.ts), from the same pass as ours.
// The plain texts are searched for each field (compare-text-fields.ts). Then the fixes that apply
// (find-read-back-fixes.ts). The PDF is the one the print page printed (lib/server/pdf/render-pdf.ts): one with our
// resume.json attached is read by the upload from the attachment, not from its text, and is refused here.
// Nothing heavy runs on the event loop: extraction and parsing in the pool (two at once, one per user, fair queue,
// 15 s each), pdftotext in its own process (10 s); the comparing is string matching over a few kB of text.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { runParseWorker } from "@/lib/server/extract/run-parse-worker";
import { logger } from "@/lib/server/logger";
import { compareParsedFields } from "@/lib/server/pdf-check/compare-parsed-fields";
import { compareTextFields } from "@/lib/server/pdf-check/compare-text-fields";
import { findReadBackFixes } from "@/lib/server/pdf-check/find-read-back-fixes";
import { pdfLinkTargets } from "@/lib/server/pdf-check/pdf-link-targets";
import { pdfjsText } from "@/lib/server/pdf-check/pdfjs-text";
import { readPdftotext } from "@/lib/server/pdf-check/read-pdftotext";
import { resumeFieldValues, type TFieldValue } from "@/lib/server/pdf-check/resume-fields";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import {
  READ_BACK_TEXT_CHARS,
  type ReadBackDto,
  type ReadBackExtractorDto,
  type ReadBackFieldDto,
  type TReadBackExtractor,
} from "@/lib/shared/validations/pdf-check/read-back";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";

type TReadBackOptions = {
  format: TPdfFormat;
  /** Whose turn in the extraction pool's fair queue; scripts and tests leave it out. */
  userId?: string;
};

/** The pool's answers that mean "busy": the whole read-back is refused with them (429, 503), not shown as a failure. */
const BUSY = new Set(["RATE_LIMITED", "SERVICE_UNAVAILABLE"]);

type TPoolReading = { items: string; lines: string; parsed: TFieldValue[] };

/** pdf.js's items and our parser's document, both from the pool. */
async function readWithPool(pdf: Uint8Array, lang: TResumeLang, userId?: string): Promise<TPoolReading> {
  const content = await runExtractWorker("pdf", Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), { userId });
  if (content.source !== "pdf" || content.embedded)
    throw new AppError("INTERNAL", { message: "The read-back reads a PDF as printed, before resume.json is attached" });
  const result = await runParseWorker(userId ?? "read-back", JSON.stringify(content), { withLines: true });
  if (!("parsed" in result)) throw new AppError("INTERNAL", { message: "The parser answered a document, not a draft" });
  return {
    items: pdfjsText(content.items),
    lines: (result.lines ?? []).map((line) => line.text).join("\n"),
    parsed: resumeFieldValues(result.parsed.data, lang),
  };
}

function extractorResult(
  extractor: TReadBackExtractor,
  fields: ReadBackFieldDto[] | null,
  text = "",
): ReadBackExtractorDto {
  if (!fields) return { extractor, ok: false, fields: [], score: null, text: "", truncated: false };
  const survived = fields.filter((field) => field.status === "survived").length;
  return {
    extractor,
    ok: true,
    fields,
    score: fields.length === 0 ? null : survived / fields.length,
    // Pages apart by a blank line, as a reader shows them (the form feeds only split pages for the fixes).
    text: text.replace(/\f/g, "\n\n").slice(0, READ_BACK_TEXT_CHARS),
    truncated: text.length > READ_BACK_TEXT_CHARS,
  };
}

export async function readBackResumePdf(
  pdf: Uint8Array,
  resume: { data: TResumeData; config: TResumeConfig },
  { format, userId }: TReadBackOptions,
): Promise<ReadBackDto> {
  const values = resumeFieldValues(resume.data, resume.config.lang);
  const [pool, plain] = await Promise.allSettled([readWithPool(pdf, resume.config.lang, userId), readPdftotext(pdf)]);
  if (pool.status === "rejected") {
    if (pool.reason instanceof AppError && BUSY.has(pool.reason.key)) throw pool.reason;
    logger.warn({ err: pool.reason }, "read-back: pdf.js and the parser could not read a printed PDF");
  }
  if (plain.status === "fulfilled" && plain.value === null) logger.warn("read-back: pdftotext did not run");
  const reading = pool.status === "fulfilled" ? pool.value : null;
  const pdftotext = plain.status === "fulfilled" ? plain.value : null;
  const extractors = [
    extractorResult("ours", reading && compareParsedFields(values, reading.parsed), reading?.lines),
    extractorResult("pdftotext", pdftotext === null ? null : compareTextFields(values, pdftotext), pdftotext ?? ""),
    extractorResult("pdfjs", reading && compareTextFields(values, reading.items), reading?.items),
  ];
  const fixes = findReadBackFixes({
    format,
    columns: getTemplateMeta(resume.config.templateName)?.columns ?? "one",
    values,
    extractors,
    texts: { ...(pdftotext !== null && { pdftotext }), ...(reading && { pdfjs: reading.items }) },
    linkTargets: pdfLinkTargets(pdf),
  });
  return { format, extractors, fixes };
}
