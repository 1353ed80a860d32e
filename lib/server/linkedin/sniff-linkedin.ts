// Is a ZIP that is not a Word document LinkedIn's data export (issue 24 item 4)? Decided by its entries' names
// (linkedin-entries.ts), before anything is inflated; the CSV headers are checked when the files are read
// (read-linkedin-export.ts). The zip-bomb limits are the .docx ones (sniff-file.ts): as many entries, and the entries
// that will be read may together declare at most as many inflated bytes, none of them a large one at a bomb's ratio.
// Entries the import does not read (messages, connections …) are never inflated, so their sizes do not matter; what
// a lying directory hides is caught when the read entries are inflated against the worker's budget.
// Not server-only: also loaded by the upload sniff (sniff-file.ts), which scripts/bench loads outside a Next bundle.
import type { TZipEntry } from "@/lib/server/extract/zip-entries";
import { findLinkedInEntries } from "./linkedin-entries";

type TZipLimits = { maxEntries: number; maxInflatedBytes: number; maxRatio: number };

/** "linkedin" for an export, "FILE_TOO_COMPLEX" for one past the limits, null for a ZIP that is not an export. */
export function sniffLinkedIn(
  entries: readonly TZipEntry[],
  limits: TZipLimits,
): "linkedin" | "FILE_TOO_COMPLEX" | null {
  const found = findLinkedInEntries(entries.map((e) => e.name));
  if (found.size === 0) return null;
  if (entries.length > limits.maxEntries) return "FILE_TOO_COMPLEX";
  const read = new Set(found.values());
  const used = entries.filter((e) => read.has(e.name));
  const inflated = used.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const isBomb =
    inflated > limits.maxInflatedBytes ||
    used.some((e) => e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * limits.maxRatio);
  return isBomb ? "FILE_TOO_COMPLEX" : "linkedin";
}
