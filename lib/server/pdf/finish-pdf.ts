// The steps after printing on one load and one save of the file: describing it (describe-pdf.ts), attaching the
// resume's data (attach-resume-data.ts) and, for a tracked link's download, the link (mark-pdf-link.ts). Each pass
// of pdf-lib parses and writes the whole file on the request's thread, so the steps share one pass. The info
// dictionary is left as Chromium wrote it (updateMetadata: false) unless the description or the link sets it.
import "server-only";
import { PDFDocument, PDFHeader } from "pdf-lib";
import type { TPdfDescription } from "@/lib/shared/resume/pdf-description";
import { attachResumeData } from "./attach-resume-data";
import { describePdf } from "./describe-pdf";
import { markPdfLink } from "./mark-pdf-link";

type Steps = { description?: TPdfDescription; resumeJson?: object; shareLink?: string };

export async function finishPdf(
  printed: Uint8Array,
  { description, resumeJson, shareLink }: Steps,
): Promise<Uint8Array> {
  if (!description && !resumeJson && !shareLink) return printed;
  const document = await PDFDocument.load(printed, { updateMetadata: false });
  if (description) describePdf(document, description);
  if (shareLink) markPdfLink(document, shareLink);
  if (resumeJson) await attachResumeData(document, resumeJson);
  // Object streams (PDF 1.5) make the file a third smaller and save faster than a classic cross-reference table.
  document.context.header = PDFHeader.forVersion(1, 7);
  return document.save({ useObjectStreams: true });
}
