// The preview's paper: an A4 page and the gap the resume stylesheet puts between pages on screen (.rs-book: rows of
// --rs-page-height, 297 mm rounded to whole pixels as Chromium lays out a printed A4 page, and an 8 mm gap), in CSS px.
const MM_PX = 96 / 25.4;
export const PAGE_WIDTH_PX = 794;
export const PAGE_HEIGHT_PX = 1123;
export const PAGE_GAP_PX = 8 * MM_PX;

/** How many A4 pages a rendered document of this height fills. */
export function pageCount(documentHeight: number): number {
  return Math.max(1, Math.round((documentHeight + PAGE_GAP_PX) / (PAGE_HEIGHT_PX + PAGE_GAP_PX)));
}
