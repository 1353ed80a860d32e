// renderPdf(resumeId, format): prints the resume's print page (app/print/resume/[id]) in the warm browser. A public
// visitor's PDF prints it with `audience=public`: the document as the public page shows it (find-printable-resume.ts).
import "server-only";
import type { PDFOptions } from "puppeteer-core";
import { metrics } from "@/lib/server/metrics/registry";
import { internalOrigin } from "@/lib/server/pdf/internal-origin";
import { renderOnPooledPage } from "@/lib/server/pdf/pdf-pool";
import { signPrintToken } from "@/lib/server/pdf/print-token";
import type { TPdfAudience } from "@/lib/server/services/pdf/find-printable-resume";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

/**
 * How every print page becomes a PDF (a resume's, a cover letter's: render-cover-letter-pdf.ts). The print page sizes
 * itself with @page (A4); preferCSSPageSize keeps Chromium from rescaling it. Tagged (the structure tree: headings,
 * lists, links in reading order) and outlined (a bookmark per heading) explicitly, not by puppeteer's defaults (issue 25
 * item 3); describe-pdf.ts adds what Chromium cannot know.
 */
export const PRINT_OPTIONS = {
  format: "A4",
  printBackground: true,
  preferCSSPageSize: true,
  tagged: true,
  outline: true,
  timeout: 15_000,
} as const satisfies PDFOptions;

export function printUrl(resumeId: string, format: TPdfFormat, audience: TPdfAudience = "owner"): string {
  // The audience is not signed: it can only take away from what the signed token already allows.
  const query = new URLSearchParams({
    format,
    token: signPrintToken(resumeId),
    ...(audience === "public" && { audience }),
  });
  return `${internalOrigin()}/print/resume/${encodeURIComponent(resumeId)}?${query.toString()}`;
}

export function renderPdf(resumeId: string, format: TPdfFormat, audience: TPdfAudience = "owner"): Promise<Uint8Array> {
  // resumecraft_pdf_render_duration_seconds: what a download waits for, the render queue included.
  const stopTimer = metrics().pdfRender.startTimer();
  const rendering = renderOnPooledPage(printUrl(resumeId, format, audience), async (page) => {
    return page.pdf(PRINT_OPTIONS);
  });
  rendering.then(
    () => stopTimer({ outcome: "ok" }),
    () => stopTimer({ outcome: "error" }),
  );
  return rendering;
}
