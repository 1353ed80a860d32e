// Types for ocr-prepare-image.mjs (plain JavaScript, loaded by the extraction threads at run time), for its tests.

export function estimateSkew(pixels: Uint8Array, width: number, height: number): number;
export function removeRules(pixels: Uint8Array, width: number, height: number): void;
export function prepareScan(
  bytes: Uint8Array,
  limits: { maxPixels: number; turn?: 0 | 90 | 180 | 270 },
): Promise<{ png: Uint8Array; width: number; height: number; skew: number }>;
