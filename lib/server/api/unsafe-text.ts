// Text PostgreSQL cannot store: a NUL character (refused in text and jsonb alike) and a lone UTF-16 surrogate (jsonb
// refuses its `\ud800` escape; a text column would silently turn it into U+FFFD). Left alone, either reaches the
// database and answers 500; found here, it is the client's mistake: 400 with where it is. Tabs, newlines and every
// other character stay valid, so multi-line resume text is untouched.
import "server-only";
import { invalidField } from "@/lib/server/api/invalid-field";

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

/** Throws 400 INVALID_CHARACTERS when `value` (a string, or any JSON-like value walked deeply) holds unsafe text. */
export function assertSafeText(value: unknown, pathPrefix = ""): void {
  const found = findUnsafeText(value);
  if (found === null) return;
  const path = [pathPrefix, found].filter(Boolean).join(".");
  throw invalidField(path, "ApiErrors.invalidCharacters", { code: "INVALID_CHARACTERS" });
}
