// Types for open-pdf.mjs (plain JavaScript, loaded by the extraction threads at run time).
import type { PDFDocumentProxy } from "unpdf/pdfjs";

export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy>;
