// Text PostgreSQL cannot store: a NUL character (refused in text and jsonb alike) and a lone UTF-16 surrogate (jsonb
// refuses its `\ud800` escape; a text column would silently turn it into U+FFFD). Pure, so the request checks
// (lib/server/api/unsafe-text.ts) and the extraction worker's check of a PDF's embedded resume.json
// (lib/server/json-resume/read-lossless-document.ts) find it the same way.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string): boolean => UNSAFE.test(text);

/** The dotted path of the first string or object key holding unsafe text ("" for the value itself), else null. */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) return [...path, key].join(".");
      const found = findUnsafeText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
