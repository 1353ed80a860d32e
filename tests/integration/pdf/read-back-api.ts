// What read-back.test.ts drives, loaded once the environment names the stand-in print server (lib/server/env.ts reads
// process.env once per module registry): the app's renderer, the read-back service and its route's handler.
export { POST as readBackRoute } from "@/app/api/resumes/[id]/read-back/route";
export { db } from "@/lib/server/db";
export { closePdfBrowser } from "@/lib/server/pdf/browser";
export { renderPdf } from "@/lib/server/pdf/render-pdf";
export { readBackResumePdf } from "@/lib/server/services/pdf-check/read-back-resume-pdf";
export { call, seedUser } from "@/tests/integration/resumes/helpers";
