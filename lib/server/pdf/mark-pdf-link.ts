// A PDF downloaded from a tracked link's page carries that link (issue 26 item 4): our templates print no share
// address, so the link goes in the file's info dictionary under /ShareLink (read by `pdfinfo -custom`, exiftool
// and any PDF library), where whoever holds the file can see which link it came from. One of the steps after printing
// that share one load and save of the file (finish-pdf.ts); it runs after the description, which writes the
// dictionary's other entries.
import "server-only";
import { PDFDict, PDFHexString, PDFName, type PDFDocument } from "pdf-lib";

/** The info dictionary key; tests and readers look it up by this name. */
export const SHARE_LINK_INFO_KEY = "ShareLink";

export function markPdfLink(document: PDFDocument, url: string): void {
  const { context } = document;
  const existing = context.trailerInfo.Info ? context.lookupMaybe(context.trailerInfo.Info, PDFDict) : undefined;
  const info = existing ?? context.obj({});
  if (!existing) context.trailerInfo.Info = context.register(info);
  info.set(PDFName.of(SHARE_LINK_INFO_KEY), PDFHexString.fromText(url));
}
