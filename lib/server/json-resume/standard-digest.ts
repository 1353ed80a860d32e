// The fingerprint that ties a JSON Resume file's lossless copy (meta.resumecraft.document) to the rest of the file:
// SHA-256 of the file without that copy and without the fingerprint itself, keys sorted at every level (key order is
// not content). A file someone edited elsewhere no longer matches, and its edits then win over the copy
// (read-lossless-document.ts).
// Not server-only: also loaded by the extraction worker (lib/server/extract/extract-worker.mjs) through jiti.
import { createHash } from "node:crypto";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Key-sorted copy; undefined object members vanish and non-JSON values become what JSON.stringify makes of them. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

/** Throws RangeError on nesting deeper than the stack: a file's caller treats that as "no lossless copy". */
export function standardDigest(json: JsonObject): string {
  const meta = isObject(json.meta) ? json.meta : undefined;
  const ours = meta && isObject(meta.resumecraft) ? meta.resumecraft : undefined;
  const rest = ours ? Object.fromEntries(Object.entries(ours).filter(([k]) => k !== "document" && k !== "digest")) : {};
  const covered = meta ? { ...json, meta: { ...meta, ...(ours && { resumecraft: rest }) } } : json;
  return createHash("sha256")
    .update(JSON.stringify(sortKeys(covered)))
    .digest("hex");
}
