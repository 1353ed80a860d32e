// docs/product.md §2 and §9: how an example's usage count is shown. Small counts are hidden (a "3 users" tag reads as a
// warning, not as proof); above the threshold the count is rounded up to the next hundred, plus 200, with "+".
//   header menu: tag when used > 100       home page: tag when used > 250

export const HEADER_USAGE_THRESHOLD = 100;
export const HOME_USAGE_THRESHOLD = 250;

/** `used` rounded up to the next hundred, plus 200: 101 → 400, 250 → 500, 300 → 500 (already a hundred). */
export function roundedUsage(used: number): number {
  return Math.ceil(used / 100) * 100 + 200;
}

/** The number for an "N+ users" tag, or null when `used` is not above `threshold`. */
export function usageTag(used: number, threshold: number): number | null {
  if (!Number.isFinite(used) || used <= threshold) return null;
  return roundedUsage(used);
}
