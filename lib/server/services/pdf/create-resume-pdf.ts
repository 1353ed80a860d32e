// Renders a resume to PDF and records the download (a DOWNLOAD event and downloadCount + 1, in one transaction).
// Recording happens only after a successful render: a failed attempt is not a download. The resume's data goes
// inside as resume.json unless its owner turned that off (issue 25 item 4: find-resume-attachment.ts); before that the
// file describes itself (issue 25 item 3, describe-pdf.ts: title, author, subject, keywords, language, XMP) from the
// document the print page rendered, both on one load of the file (finish-pdf.ts). A tracked link's download names the
// link, which the file then carries (issue 26 item 4, mark-pdf-link.ts).
import "server-only";
import { db } from "@/lib/server/db";
import { finishPdf } from "@/lib/server/pdf/finish-pdf";
import { renderPdf } from "@/lib/server/pdf/render-pdf";
import { findResumeAttachment } from "@/lib/server/services/pdf/find-resume-attachment";
import { findPrintableResume, type TPdfAudience } from "@/lib/server/services/pdf/find-printable-resume";
import { pdfDescription } from "@/lib/shared/resume/pdf-description";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

export async function createResumePdf(
  resumeId: string,
  format: TPdfFormat,
  audience: TPdfAudience = "owner",
  shareLink?: string,
): Promise<Uint8Array> {
  const [printed, resume, resumeJson] = await Promise.all([
    renderPdf(resumeId, format, audience),
    findPrintableResume(resumeId, audience),
    findResumeAttachment(resumeId, audience),
  ]);
  const pdf = await finishPdf(printed, {
    description: resume ? pdfDescription(resume.data, resume.config) : undefined,
    resumeJson: resumeJson ?? undefined,
    shareLink,
  });
  await db.$transaction([
    db.resumeEvent.create({ data: { resumeId, kind: "DOWNLOAD" } }),
    db.resume.update({ where: { id: resumeId }, data: { downloadCount: { increment: 1 } } }),
  ]);
  return pdf;
}
