// What a resume upload is, by its bytes (never its name or declared type): a PDF ("%PDF-" near the start), a .docx
// (a zip holding word/document.xml) or a .doc (an OLE compound file, D0 CF 11 E0 A1 B1 1A E1). A .docx is also
// checked for a zip bomb here, from the sizes its directory declares; what a lying directory hides is caught in the
// worker, which counts what the entries really inflate to (inflate-budget.mjs). A JPEG or PNG is a scanned or
// photographed resume, read by OCR (issue 24 item 3), refused here when its header declares more pixels than the
// limits (ocr-image-size.ts); other images are not taken.
// A ZIP without word/document.xml may be LinkedIn's data export (issue 24 item 4, sniff-linkedin.ts, under the same
// limits); any other ZIP is refused as one we do not read (FILE_ZIP_UNKNOWN).
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { imageKind, imageSize, isImageTooLarge } from "./ocr-image-size";
import { sniffLinkedIn } from "@/lib/server/linkedin/sniff-linkedin";
import { readZipEntries } from "./zip-entries";

export type TFileKind = "pdf" | "docx" | "doc" | "linkedin" | "jpeg" | "png";
export type TSniffResult =
  | { kind: TFileKind }
  | {
      error:
        | "FILE_EMPTY"
        | "FILE_TYPE"
        | "FILE_TOO_COMPLEX"
        | "FILE_ZIP_UNKNOWN"
        | "FILE_UNREADABLE"
        | "FILE_IMAGE_TOO_LARGE";
    };

/** All entries together may inflate to this; a text-heavy 5-page resume's XML is well under 2 MB. */
const MAX_DOCX_INFLATED_BYTES = 40 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 2000;
/** Deflate of real XML stays under ~20:1; a bomb is typically 1000:1. */
const MAX_RATIO = 200;

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function sniffDocx(bytes: Buffer): TSniffResult {
  const entries = readZipEntries(bytes);
  if (!entries) return { error: "FILE_TYPE" };
  // Not a Word document: LinkedIn's data export (issue 24 item 4), under the same limits, or a ZIP we do not read.
  if (!entries.some((e) => e.name === "word/document.xml")) {
    const limits = { maxEntries: MAX_DOCX_ENTRIES, maxInflatedBytes: MAX_DOCX_INFLATED_BYTES, maxRatio: MAX_RATIO };
    const linkedIn = sniffLinkedIn(entries, limits);
    return linkedIn === "linkedin" ? { kind: "linkedin" } : { error: linkedIn ?? "FILE_ZIP_UNKNOWN" };
  }
  const inflated = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const isBomb =
    entries.length > MAX_DOCX_ENTRIES ||
    inflated > MAX_DOCX_INFLATED_BYTES ||
    entries.some((e) => e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * MAX_RATIO);
  return isBomb ? { error: "FILE_TOO_COMPLEX" } : { kind: "docx" };
}

function sniffImage(kind: "jpeg" | "png", bytes: Buffer): TSniffResult {
  const size = imageSize(kind, bytes);
  if (!size) return { error: "FILE_UNREADABLE" };
  return isImageTooLarge(size) ? { error: "FILE_IMAGE_TOO_LARGE" } : { kind };
}

export function sniffFile(bytes: Buffer): TSniffResult {
  if (bytes.length === 0) return { error: "FILE_EMPTY" };
  // PDF readers accept the header anywhere in the first kilobyte (some generators write a few bytes before it).
  if (bytes.subarray(0, 1024).includes("%PDF-")) return { kind: "pdf" };
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return sniffDocx(bytes);
  if (bytes.subarray(0, 8).equals(OLE)) return { kind: "doc" };
  const image = imageKind(bytes);
  if (image) return sniffImage(image, bytes);
  return { error: "FILE_TYPE" };
}
