// POST /api/parsePdf and /api/parseDocx: an uploaded resume file → its text with layout (`content`). The kind is
// decided by the bytes, so either endpoint takes a PDF, a .docx or a .doc; the reading runs in a worker thread with
// memory and time limits (lib/server/extract/run-extract-worker.ts). Every refusal is a FILE_* code, never a 5xx.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { sniffFile } from "@/lib/server/extract/sniff-file";
import { MAX_RESUME_FILE_BYTES } from "@/lib/shared/validations/resume-parse/upload-limits";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

export async function extractResumeFile(userId: string, bytes: Buffer): Promise<TParseContent> {
  if (bytes.length > MAX_RESUME_FILE_BYTES) throw new AppError("FILE_TOO_LARGE");
  const sniffed = sniffFile(bytes);
  if ("error" in sniffed) throw new AppError(sniffed.error);
  return runExtractWorker(sniffed.kind, bytes, { userId });
}
