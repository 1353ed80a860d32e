// Field-level conversions between our items (Markdown description, "YYYY-MM" dates) and JSON Resume's
// summary + highlights and ISO 8601 dates.
import "server-only";

const ISO_PARTIAL = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** JSON Resume allows YYYY, YYYY-MM or YYYY-MM-DD; our editor shows months. */
export function importDate(value: string | undefined): string {
  const v = (value ?? "").trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 7);
  return v.slice(0, 20);
}

/** An empty end date means "present", which JSON Resume expresses by leaving endDate out. */
export function exportDate(value: string): string | undefined {
  return ISO_PARTIAL.test(value.trim()) ? value.trim() : undefined;
}

/** summary paragraph(s) followed by "- " bullets, the Markdown subset our description uses. */
export function joinDescription(summary: string | undefined, highlights: string[] | undefined): string {
  const bullets = (highlights ?? [])
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => `- ${h}`);
  return [summary?.trim() ?? "", ...bullets].filter(Boolean).join("\n").slice(0, 10_000);
}

export function splitDescription(description: string): { summary?: string; highlights?: string[] } {
  const lines = description.split("\n");
  const highlights = lines.filter((l) => /^\s*- /.test(l)).map((l) => l.replace(/^\s*- /, "").trim());
  const summary = lines
    .filter((l) => !/^\s*- /.test(l))
    .join("\n")
    .trim();
  return { ...(summary && { summary }), ...(highlights.length > 0 && { highlights }) };
}

export const clip = (value: string | undefined, max: number): string => (value ?? "").trim().slice(0, max);

/** Drops undefined and empty-string fields so the exported file stays tidy. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
}
