// Text PostgreSQL cannot store (lib/shared/utils/unsafe-text.ts): left alone, it reaches the database and answers 500;
// found here, it is the client's mistake: 400 with where it is. Tabs, newlines and every other character stay valid,
// so multi-line resume text is untouched.
import "server-only";
import { invalidField } from "@/lib/server/api/invalid-field";
import { findUnsafeText } from "@/lib/shared/utils/unsafe-text";

export { findUnsafeText, hasUnsafeText } from "@/lib/shared/utils/unsafe-text";

/** Throws 400 INVALID_CHARACTERS when `value` (a string, or any JSON-like value walked deeply) holds unsafe text. */
export function assertSafeText(value: unknown, pathPrefix = ""): void {
  const found = findUnsafeText(value);
  if (found === null) return;
  const path = [pathPrefix, found].filter(Boolean).join(".");
  throw invalidField(path, "ApiErrors.invalidCharacters", { code: "INVALID_CHARACTERS" });
}
