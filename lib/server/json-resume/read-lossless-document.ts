// The lossless copy a JSON Resume file of ours carries (to-json-resume.ts: meta.resumecraft.document and .digest), or
// null when the file has none to trust: no copy, a fingerprint that no longer matches the rest of the file (edited
// elsewhere: the caller maps the standard fields instead), or a copy the save schemas refuse (ZPortableDocument,
// every field as for a save) or that holds text the database cannot store. The file is untrusted input — a PDF's
// attachment, an uploaded .json — so nothing in it is believed before these checks.
// Not server-only: also loaded by the extraction worker (lib/server/extract/extract-worker.mjs) through jiti.
import { findUnsafeText } from "@/lib/shared/utils/unsafe-text";
import { ZPortableDocument, type TPortableDocument } from "@/lib/shared/validations/resume-document/portable-document";
import { standardDigest } from "./standard-digest";

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function readLosslessDocument(file: unknown): TPortableDocument | null {
  if (!isObject(file) || !isObject(file.meta) || !isObject(file.meta.resumecraft)) return null;
  const { document, digest } = file.meta.resumecraft;
  if (typeof digest !== "string" || document === undefined) return null;
  try {
    if (standardDigest(file) !== digest) return null;
  } catch {
    // Nested deeper than the stack allows: not a file we wrote.
    return null;
  }
  const parsed = ZPortableDocument.safeParse(document);
  if (!parsed.success || findUnsafeText(parsed.data) !== null) return null;
  return parsed.data;
}
