// What cover-letter-pdf.test.ts drives, loaded once the environment names the stand-in print server (lib/server/env.ts
// reads process.env once per module registry): the app's letter PDF service and the PDF browser's close.
export { db } from "@/lib/server/db";
export { closePdfBrowser } from "@/lib/server/pdf/browser";
export { createCoverLetterPdf } from "@/lib/server/services/cover-letters/create-cover-letter-pdf";
export { seedUser } from "@/tests/integration/resumes/helpers";
