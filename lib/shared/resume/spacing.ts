// Spacing presets (docs/product.md §2 "Spacing presets"), in units of 4 px. "default" keeps the template's own rhythm.
import type { TSpacing } from "@/lib/shared/validations/resume-document/document";

export const SPACING_UNIT_PX = 4;
type Units = { section: number; item: number; page: number };

const presets: Record<Exclude<TSpacing["preset"], "custom" | "default">, Units> = {
  compact: { section: 3, item: 1, page: 8 },
  normal: { section: 5, item: 3, page: 11 },
  spacious: { section: 7, item: 4, page: 14 },
  none: { section: 0, item: 0, page: 6 },
};

/** CSS custom properties for the chosen spacing; empty for "default" so each template's values apply. */
export function spacingVars(spacing: TSpacing): Record<string, string> {
  if (spacing.preset === "default") return {};
  const units = spacing.preset === "custom" ? spacing : presets[spacing.preset];
  return {
    "--rs-section-gap": `${units.section * SPACING_UNIT_PX}px`,
    "--rs-item-gap": `${units.item * SPACING_UNIT_PX}px`,
    "--rs-page-x": `${units.page * SPACING_UNIT_PX}px`,
    "--rs-page-y": `${Math.max(units.page - 2, 4) * SPACING_UNIT_PX}px`,
  };
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
    if (allowedStyleKeys.has(key) && Number.isFinite(value)) result[key] = `${value}px`;
  }
  return result;
}
