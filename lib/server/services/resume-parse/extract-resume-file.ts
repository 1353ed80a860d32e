// POST /api/parsePdf and /api/parseDocx: an uploaded resume file → its text with layout (`content`). The kind is
// decided by the bytes, so either endpoint takes a PDF, a .docx or a .doc; the reading runs in a worker thread with
// memory and time limits (lib/server/extract/run-extract-worker.ts). A JPEG or PNG, and a PDF whose pages have no
// text layer, are scans: read by OCR (lib/server/extract/run-ocr.ts, issue 24 item 3). Every refusal is a FILE_*
// code, never a 5xx.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { runOcr } from "@/lib/server/extract/run-ocr";
import { sniffFile } from "@/lib/server/extract/sniff-file";
import { MAX_RESUME_FILE_BYTES } from "@/lib/shared/validations/resume-parse/upload-limits";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

export async function extractResumeFile(userId: string, bytes: Buffer): Promise<TParseContent> {
  if (bytes.length > MAX_RESUME_FILE_BYTES) throw new AppError("FILE_TOO_LARGE");
  const sniffed = sniffFile(bytes);
  if ("error" in sniffed) throw new AppError(sniffed.error);
  const { kind } = sniffed;
  if (kind === "jpeg" || kind === "png") return runOcr(userId, kind, bytes);
  try {
    return await runExtractWorker(kind, bytes, { userId });
  } catch (error) {
    // No text layer: pictures of pages, read as a scan.
    if (kind === "pdf" && error instanceof AppError && error.key === "FILE_NO_TEXT")
      return runOcr(userId, "pdf", bytes);
    throw error;
  }
}
