// A PDF downloaded from a tracked link's page carries that link (issue 26 item 4): our templates print no share
// address, so the link goes in the file's info dictionary under /ShareLink (read by `pdfinfo -custom`, exiftool
// and any PDF library), where whoever holds the file can see which link it came from. A step after the file was
// printed, described and given its resume.json (create-resume-pdf.ts), leaving every other object as it was.
import "server-only";
import { PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";

/** The info dictionary key; tests and readers look it up by this name. */
export const SHARE_LINK_INFO_KEY = "ShareLink";

export async function markPdfLink(pdf: Uint8Array, url: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const existing = context.trailerInfo.Info ? context.lookupMaybe(context.trailerInfo.Info, PDFDict) : undefined;
  const info = existing ?? context.obj({});
  if (!existing) context.trailerInfo.Info = context.register(info);
  info.set(PDFName.of(SHARE_LINK_INFO_KEY), PDFHexString.fromText(url));
  return document.save({ useObjectStreams: true });
}
