// docs/product.md §5: one PDF, .doc or .docx file, or a JPG or PNG scan or photo of a resume (read by OCR, issue 24
// item 3), of at most 5 MB, checked in the browser before anything is sent (the server checks the bytes again). The
// endpoint follows the file type: PDFs and images go to /api/parsePdf, Word files to /api/parseDocx.
import { MAX_RESUME_FILE_BYTES } from "@/lib/shared/validations/resume-parse/upload-limits";

export type ResumeFileKind = "pdf" | "docx";
export type ResumeFileCheck = { kind: ResumeFileKind } | { error: "fileType" | "fileTooLarge" };

const byExtension: Record<string, ResumeFileKind> = {
  pdf: "pdf",
  doc: "docx",
  docx: "docx",
  // LinkedIn's data export (issue 24 item 4): the server tells it from a Word file by what the ZIP holds.
  zip: "docx",
  jpg: "pdf",
  jpeg: "pdf",
  png: "pdf",
};
const byMimeType: Record<string, ResumeFileKind> = {
  "application/pdf": "pdf",
  "application/msword": "docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/zip": "docx",
  "application/x-zip-compressed": "docx",
  "image/jpeg": "pdf",
  "image/png": "pdf",
};

/** For the picker's `accept`: the same list, by extension and by type. */
export const RESUME_FILE_ACCEPT = [
  ...Object.keys(byExtension).map((ext) => `.${ext}`),
  ...Object.keys(byMimeType),
].join(",");

export function checkResumeFile(file: Pick<File, "name" | "type" | "size">): ResumeFileCheck {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  // The name decides when it has a known extension; a name without one (some mobile pickers) falls back to the type.
  const kind = byExtension[extension] ?? (extension === "" ? byMimeType[file.type] : undefined);
  if (!kind) return { error: "fileType" };
  if (file.size > MAX_RESUME_FILE_BYTES) return { error: "fileTooLarge" };
  return { kind };
}
