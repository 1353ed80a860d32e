// What a PDF of this resume carries as resume.json (issue 25 item 4): its document as JSON Resume with our lossless
// copy (to-json-resume.ts), as the PDF's audience may see it (a public visitor gets what the public page shows:
// find-printable-resume.ts), or null when the owner turned the attachment off in their settings
// (User.embedResumeData) or the resume is gone.
import "server-only";
import { db } from "@/lib/server/db";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { findPrintableResume, type TPdfAudience } from "./find-printable-resume";

export async function findResumeAttachment(resumeId: string, audience: TPdfAudience): Promise<object | null> {
  const owner = await db.resume.findFirst({
    where: { id: resumeId, deletedAt: null },
    select: { user: { select: { embedResumeData: true } } },
  });
  if (!owner?.user.embedResumeData) return null;
  const document = await findPrintableResume(resumeId, audience);
  return document && toJsonResume(document.data, document.config);
}
