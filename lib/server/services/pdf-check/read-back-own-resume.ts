// The owner's "What an ATS reads" (POST /api/resumes/{id}/read-back, issue 25 item 1): as a download, the resume must
// be theirs and not deleted (else 404, whoever owns it) and the user premium (else PREMIUM_REQUIRED); then its print
// page is printed in the format asked for (the download's renderer and render queue, not counted as a download) and
// read back against the document the print page rendered (read-back-resume-pdf.ts).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { renderPdf } from "@/lib/server/pdf/render-pdf";
import { authorizeResumeDownload } from "@/lib/server/services/pdf/authorize-resume-download";
import { findPrintableResume } from "@/lib/server/services/pdf/find-printable-resume";
import { readBackResumePdf } from "@/lib/server/services/pdf-check/read-back-resume-pdf";
import type { ReadBackDto } from "@/lib/shared/validations/pdf-check/read-back";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

export async function readBackOwnResume(userId: string, resumeId: string, format: TPdfFormat): Promise<ReadBackDto> {
  const resume = await authorizeResumeDownload(userId, resumeId);
  const [pdf, printable] = await Promise.all([renderPdf(resume.id, format), findPrintableResume(resume.id)]);
  if (!printable) throw new AppError("NOT_FOUND", { message: "Resume not found" });
  return readBackResumePdf(pdf, printable, { format, userId });
}
