// POST /api/download/cover-letter/{applicationId} – the application's current cover letter as a PDF (issue 26 item 3),
// printed like a resume's (render-cover-letter-pdf.ts) and described like one (describe-pdf.ts through finish-pdf.ts:
// title, author, language). PDFs are a premium download (SPEC §6, authorize-resume-download.ts): the same rule.
// Another user's application, an unknown one and one without a letter are 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { finishPdf } from "@/lib/server/pdf/finish-pdf";
import { renderCoverLetterPdf } from "@/lib/server/pdf/render-cover-letter-pdf";
import { canDownloadPdf } from "@/lib/server/permissions/can-download-pdf";
import { membershipSelect } from "@/lib/server/permissions/membership";
import { letterPdfDescription } from "@/lib/shared/cover-letter/letter-pdf-description";
import { findPrintableCoverLetter } from "./find-printable-cover-letter";

export type TCoverLetterPdf = { pdf: Uint8Array; fileName: string };

export async function createCoverLetterPdf(userId: string, applicationId: string): Promise<TCoverLetterPdf> {
  const [user, letter] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: membershipSelect }),
    db.coverLetter.findFirst({
      where: { applicationId, userId },
      orderBy: { version: "desc" },
      select: { id: true },
    }),
  ]);
  if (!user) throw new AppError("UNAUTHORIZED");
  if (!letter) throw new AppError("NOT_FOUND");
  if (!canDownloadPdf(user)) throw new AppError("PREMIUM_REQUIRED");
  const [printed, printable] = await Promise.all([
    renderCoverLetterPdf(letter.id),
    findPrintableCoverLetter(letter.id),
  ]);
  if (!printable) throw new AppError("NOT_FOUND");
  const name = printable.resume?.data.basicInfo.name ?? "";
  const pdf = await finishPdf(printed, {
    description: letterPdfDescription({ lang: printable.lang, name, job: printable.job }),
  });
  const fileName = [name, printable.job.company, printable.job.role].filter((part) => part.trim()).join(" - ");
  return { pdf, fileName: fileName || "cover-letter" };
}
