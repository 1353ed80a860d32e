// Types for blank-type3-glyphs.mjs (plain JavaScript, loaded by the extraction threads at run time), for its tests.
import type { TPdfIndex } from "./inflate-budget.mjs";

export function blankType3Glyphs(bytes: Uint8Array, pdf: TPdfIndex): number;
