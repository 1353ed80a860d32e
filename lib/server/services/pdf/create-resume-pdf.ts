// Renders a resume to PDF and records the download (a DOWNLOAD event and downloadCount + 1, in one transaction).
// Recording happens only after a successful render: a failed attempt is not a download.
import "server-only";
import { db } from "@/lib/server/db";
import { renderPdf } from "@/lib/server/pdf/render-pdf";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

export async function createResumePdf(resumeId: string, format: TPdfFormat): Promise<Uint8Array> {
  const pdf = await renderPdf(resumeId, format);
  await db.$transaction([
    db.resumeEvent.create({ data: { resumeId, kind: "DOWNLOAD" } }),
    db.resume.update({ where: { id: resumeId }, data: { downloadCount: { increment: 1 } } }),
  ]);
  return pdf;
}
