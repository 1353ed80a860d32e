// Renders a resume to PDF and records the download (a DOWNLOAD event and downloadCount + 1, in one transaction).
// Recording happens only after a successful render: a failed attempt is not a download. The resume's data goes
// inside as resume.json unless its owner turned that off (issue 25 item 4: find-resume-attachment.ts).
import "server-only";
import { db } from "@/lib/server/db";
import { attachResumeData } from "@/lib/server/pdf/attach-resume-data";
import { renderPdf } from "@/lib/server/pdf/render-pdf";
import { findResumeAttachment } from "@/lib/server/services/pdf/find-resume-attachment";
import type { TPdfAudience } from "@/lib/server/services/pdf/find-printable-resume";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

export async function createResumePdf(
  resumeId: string,
  format: TPdfFormat,
  audience: TPdfAudience = "owner",
): Promise<Uint8Array> {
  const [printed, resumeJson] = await Promise.all([
    renderPdf(resumeId, format, audience),
    findResumeAttachment(resumeId, audience),
  ]);
  const pdf = resumeJson ? await attachResumeData(printed, resumeJson) : printed;
  await db.$transaction([
    db.resumeEvent.create({ data: { resumeId, kind: "DOWNLOAD" } }),
    db.resume.update({ where: { id: resumeId }, data: { downloadCount: { increment: 1 } } }),
  ]);
  return pdf;
}
