// renderPdf(resumeId, format): prints the resume's print page (app/print/resume/[id]) in the warm browser.
import "server-only";
import { metrics } from "@/lib/server/metrics/registry";
import { internalOrigin } from "@/lib/server/pdf/internal-origin";
import { renderOnPooledPage } from "@/lib/server/pdf/pdf-pool";
import { signPrintToken } from "@/lib/server/pdf/print-token";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

export function printUrl(resumeId: string, format: TPdfFormat): string {
  const query = new URLSearchParams({ format, token: signPrintToken(resumeId) });
  return `${internalOrigin()}/print/resume/${encodeURIComponent(resumeId)}?${query.toString()}`;
}

export function renderPdf(resumeId: string, format: TPdfFormat): Promise<Uint8Array> {
  // resumecraft_pdf_render_duration_seconds: what a download waits for, the render queue included.
  const stopTimer = metrics().pdfRender.startTimer();
  const rendering = renderOnPooledPage(printUrl(resumeId, format), async (page) => {
    // The print page sizes itself with @page (A4); preferCSSPageSize keeps Chromium from rescaling it.
    return page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, timeout: 15_000 });
  });
  rendering.then(
    () => stopTimer({ outcome: "ok" }),
    () => stopTimer({ outcome: "error" }),
  );
  return rendering;
}
