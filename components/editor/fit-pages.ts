// "Fit to N pages" (issue 25 item 6, docs/product.md §2): settings tighter and tighter, tried in a fixed order until
// the resume fills the pages asked for. Spacing first (the steps of the old "fit to one page"), then line height with
// the tightest spacing, then text size with the tightest line height, down to body text of 12 px (9 pt). The first,
// loosest, candidate that fits wins. Pure: `pagesWith` lays a candidate out and counts its pages (the editor's
// preview, components/editor/preview-pane.tsx; the print page in tests/integration/pdf/fit-pages.test.ts).
import { spacingUnits, type SpacingUnits } from "@/lib/shared/resume/spacing";
import type { TSpacing } from "@/lib/shared/validations/resume-document/document";

export type FitTarget = 1 | 2;

/** The template's own type at 100 %, read from the laid-out resume: body text in px and its line height. */
export type TemplateType = { bodyPx: number; lineHeight: number };

/** Body text never goes below 9 pt. */
export const MIN_BODY_PX = 12;
/** Text shrinks by half a pixel of body text per step. */
const TEXT_STEP_PX = 0.5;
/** The smallest text scale the document schema stores (ZSpacing.fontScale), for a template with large body text. */
const MIN_FONT_SCALE = 85;
/** Line height in percent of the template's own (ZSpacing.lineHeight allows 80-100). */
const LINE_HEIGHT_STEPS = [95, 90, 85, 80];

/** Each step tighter than the one before: section gap, item gap, page margin (4 px units). */
const spacingSteps: { preset: "compact" | "custom"; units: SpacingUnits }[] = [
  { preset: "compact", units: { section: 3, item: 1, page: 8 } },
  { preset: "custom", units: { section: 2, item: 1, page: 6 } },
  { preset: "custom", units: { section: 1, item: 1, page: 5 } },
  { preset: "custom", units: { section: 1, item: 0, page: 4 } },
  { preset: "custom", units: { section: 0, item: 0, page: 3 } },
];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const lineHeightOf = (spacing: TSpacing) => spacing.lineHeight ?? 100;
const fontScaleOf = (spacing: TSpacing) => spacing.fontScale ?? 100;

/** A step no looser than the current gaps anywhere and tighter somewhere ("default", the template's own, takes all). */
function tighter(step: SpacingUnits, current: SpacingUnits | null): boolean {
  if (!current) return true;
  const keys = ["section", "item", "page"] as const;
  return keys.every((key) => step[key] <= current[key]) && keys.some((key) => step[key] < current[key]);
}

/** The percent (two decimals, rounded up so the size is never below `px`) that sets body text to `px`. */
const scaleFor = (px: number, bodyPx: number) => Math.ceil((px / bodyPx) * 10_000) / 100;

/** Every setting the fit may try from `current`, loosest first; each keeps what the ones before it tightened. */
export function fitCandidates(current: TSpacing, type: TemplateType): TSpacing[] {
  const gaps = spacingSteps
    .filter((step) => tighter(step.units, spacingUnits(current)))
    .map((step): TSpacing => ({ ...current, preset: step.preset, ...step.units }));
  const tightestGaps = gaps.at(-1) ?? current;
  const lines = LINE_HEIGHT_STEPS.filter((step) => step < lineHeightOf(tightestGaps)).map((lineHeight): TSpacing => ({
    ...tightestGaps,
    lineHeight,
  }));
  const tightestLines = lines.at(-1) ?? tightestGaps;
  const nowPx = round((type.bodyPx * fontScaleOf(current)) / 100, 2);
  const texts: TSpacing[] = [];
  // Half-pixel steps below today's size: 13 → 12.5 → 12; 13.5 → 13 → 12.5 → 12.
  for (let px = Math.ceil(nowPx / TEXT_STEP_PX - 1) * TEXT_STEP_PX; px >= MIN_BODY_PX; px -= TEXT_STEP_PX) {
    const fontScale = scaleFor(px, type.bodyPx);
    if (fontScale >= MIN_FONT_SCALE) texts.push({ ...tightestLines, fontScale });
  }
  return [...gaps, ...lines, ...texts];
}

export type FitResult =
  { kind: "already" } | { kind: "fitted"; spacing: TSpacing; pages: number } | { kind: "cannot"; pages: number };

type FitRequest = { current: TSpacing; target: FitTarget; type: TemplateType; pagesNow: number };

/** The loosest candidate that lays the resume out on `target` pages. A resume already within them is left alone
 * (fitting only tightens). Should one step drop the count below the target (never seen: each step saves well under
 * a page), that step is taken, being the loosest within it. `cannot` has the count with the tightest candidate. */
export function findFit(
  { current, target, type, pagesNow }: FitRequest,
  pagesWith: (s: TSpacing) => number,
): FitResult {
  if (pagesNow <= target) return { kind: "already" };
  let pages = pagesNow;
  for (const spacing of fitCandidates(current, type)) {
    pages = pagesWith(spacing);
    if (pages <= target) return { kind: "fitted", spacing, pages };
  }
  return { kind: "cannot", pages };
}

/** What a fit changed, for the message: gaps tightened, the line height and body text size before and after. */
export type FitChanges = {
  spacing: boolean;
  lineHeight: { from: number; to: number } | null;
  text: { from: number; to: number } | null;
};

export function describeFit(before: TSpacing, after: TSpacing, type: TemplateType): FitChanges {
  const gaps = (spacing: TSpacing) => JSON.stringify(spacingUnits(spacing));
  const line = (spacing: TSpacing) => round((type.lineHeight * lineHeightOf(spacing)) / 100, 2);
  const text = (spacing: TSpacing) => round((type.bodyPx * fontScaleOf(spacing)) / 100, 1);
  return {
    spacing: gaps(before) !== gaps(after),
    lineHeight: line(before) === line(after) ? null : { from: line(before), to: line(after) },
    text: text(before) === text(after) ? null : { from: text(before), to: text(after) },
  };
}
