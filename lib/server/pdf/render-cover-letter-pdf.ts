// renderCoverLetterPdf(letterId): prints a cover letter's print page (app/print/cover-letter/[id], issue 26 item 3) in
// the warm browser, through the resumes' queue and pool and with their print options (render-pdf.ts), so a letter
// gets every guarantee a resume's PDF has. The print token names "letter:<id>": a cuid has no colon, so a letter's
// token can never open a resume's print page, nor a resume's a letter's.
import "server-only";
import { metrics } from "@/lib/server/metrics/registry";
import { internalOrigin } from "@/lib/server/pdf/internal-origin";
import { renderOnPooledPage } from "@/lib/server/pdf/pdf-pool";
import { signPrintToken } from "@/lib/server/pdf/print-token";
import { PRINT_OPTIONS } from "@/lib/server/pdf/render-pdf";

/** What the print token of a letter signs. */
export const letterPrintSubject = (letterId: string) => `letter:${letterId}`;

export function renderCoverLetterPdf(letterId: string): Promise<Uint8Array> {
  const stopTimer = metrics().pdfRender.startTimer();
  const query = new URLSearchParams({ token: signPrintToken(letterPrintSubject(letterId)) });
  const url = `${internalOrigin()}/print/cover-letter/${encodeURIComponent(letterId)}?${query.toString()}`;
  const rendering = renderOnPooledPage(url, (page) => page.pdf(PRINT_OPTIONS));
  rendering.then(
    () => stopTimer({ outcome: "ok" }),
    () => stopTimer({ outcome: "error" }),
  );
  return rendering;
}
