// "Fit to one page": tighter spacing presets tried one after another on the live preview itself. Each attempt is
// rendered and measured synchronously inside the click (no paint in between), so the user sees one edit, not a flicker
// of attempts, and the page count is by construction the one the preview shows (no second copy in another React root
// whose layout could drift from it).
import type { TSpacing } from "@/lib/shared/validations/resume-document/document";

/** Each step tighter than the one before: section gap, item gap, page margin (4 px units). */
const fitSteps: TSpacing[] = [
  { preset: "compact", section: 3, item: 1, page: 8 },
  { preset: "custom", section: 2, item: 1, page: 6 },
  { preset: "custom", section: 1, item: 1, page: 5 },
  { preset: "custom", section: 1, item: 0, page: 4 },
  { preset: "custom", section: 0, item: 0, page: 3 },
];

/** The first spacing (loosest first) with which the resume fills one A4 page, or null if none does. `pagesWith`
 * shows the preview with a candidate spacing and answers how many pages it then has. */
export function findOnePageSpacing(pagesWith: (spacing: TSpacing) => number): TSpacing | null {
  return fitSteps.find((spacing) => pagesWith(spacing) === 1) ?? null;
}
