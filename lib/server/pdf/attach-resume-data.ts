// A step after printing (issue 25 item 4): the resume's data goes inside its PDF as the attachment resume.json (JSON
// Resume with our lossless copy, lib/server/json-resume/to-json-resume.ts), an associated file of the document (/AF,
// relationship Data, PDF 2.0 and PDF/A-3's way of saying "this is the data the pages show"). Any PDF reader lists it
// under attachments; our upload reads it before any text (lib/server/extract/extract-worker.mjs), so a PDF of ours
// imports back exactly. Describing the file is another step's (describe-pdf.ts); finish-pdf.ts runs both on one load.
import "server-only";
import { AFRelationship, type PDFDocument } from "pdf-lib";

export async function attachResumeData(document: PDFDocument, resumeJson: object, now = new Date()): Promise<void> {
  await document.attach(new TextEncoder().encode(JSON.stringify(resumeJson)), "resume.json", {
    mimeType: "application/json",
    description: "The resume's data: JSON Resume v1.0.0, with ResumeCraft's own copy under meta.resumecraft",
    creationDate: now,
    modificationDate: now,
    afRelationship: AFRelationship.Data,
  });
}
