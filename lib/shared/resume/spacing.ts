// Spacing presets (docs/product.md §2 "Spacing presets"), in units of 4 px. "default" keeps the template's own rhythm.
import { MIN_FONT_SIZE_PX } from "@/lib/shared/resume-check/limits";
import type { TSpacing } from "@/lib/shared/validations/resume-document/document";

export const SPACING_UNIT_PX = 4;
export type SpacingUnits = { section: number; item: number; page: number };

const presets: Record<Exclude<TSpacing["preset"], "custom" | "default">, SpacingUnits> = {
  compact: { section: 3, item: 1, page: 8 },
  normal: { section: 5, item: 3, page: 11 },
  spacious: { section: 7, item: 4, page: 14 },
  none: { section: 0, item: 0, page: 6 },
};

/** The gaps of a preset in 4 px units, or null for "default" (each template's own). */
export function spacingUnits(spacing: TSpacing): SpacingUnits | null {
  if (spacing.preset === "default") return null;
  if (spacing.preset !== "custom") return presets[spacing.preset];
  return { section: spacing.section, item: spacing.item, page: spacing.page };
}

/** Every custom property spacingVars can set, for a caller that swaps one spacing for another on a laid-out page. */
export const spacingVarNames = [
  "--rs-section-gap",
  "--rs-item-gap",
  "--rs-page-x",
  "--rs-page-y",
  "--rs-line-height",
  "--rs-font-scale",
] as const;

/** CSS custom properties for the chosen spacing; the gaps are left out for "default" so each template's values apply,
 * and line height and text size (issue 25 item 6) at 100 % so the stylesheets' fallbacks (1) apply: a resume that
 * never fitted renders exactly as before they existed. */
export function spacingVars(spacing: TSpacing): Record<string, string> {
  const units = spacingUnits(spacing);
  const vars: Record<string, string> = units
    ? {
        "--rs-section-gap": `${units.section * SPACING_UNIT_PX}px`,
        "--rs-item-gap": `${units.item * SPACING_UNIT_PX}px`,
        "--rs-page-x": `${units.page * SPACING_UNIT_PX}px`,
        "--rs-page-y": `${Math.max(units.page - 2, 4) * SPACING_UNIT_PX}px`,
      }
    : {};
  if (spacing.lineHeight !== undefined && spacing.lineHeight !== 100)
    vars["--rs-line-height"] = `${spacing.lineHeight / 100}`;
  if (spacing.fontScale !== undefined && spacing.fontScale !== 100)
    vars["--rs-font-scale"] = `${spacing.fontScale / 100}`;
  return vars;
}

/** Per-section / per-item `styles` (px numbers) as React inline style; only known spacing keys pass. */
const allowedStyleKeys = new Set([
  "marginTop",
  "marginBottom",
  "marginLeft",
  "marginRight",
  "paddingTop",
  "paddingBottom",
  "paddingLeft",
  "paddingRight",
  "fontSize",
  "lineHeight",
]);

export function pxStyles(styles: Record<string, number>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(styles)) {
    if (!allowedStyleKeys.has(key) || !Number.isFinite(value)) continue;
    // Issue 27 item 3: no text is printed too small to read, not even from a document stored before saves refused it.
    result[key] = `${key === "fontSize" ? Math.max(value, MIN_FONT_SIZE_PX) : value}px`;
  }
  return result;
}
