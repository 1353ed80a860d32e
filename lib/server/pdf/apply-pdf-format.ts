// format "one" prints every section in a single column, in the resume's order (sections placed in a side column
// move to the main flow), the layout applicant-tracking systems parse best; "two" keeps the template as designed.
import "server-only";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

export function applyPdfFormat(data: TResumeData, format: TPdfFormat): TResumeData {
  if (format === "two") return data;
  return { ...data, sections: data.sections.map((section) => ({ ...section, position: "main" })) };
}
