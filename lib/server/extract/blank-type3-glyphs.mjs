// Type 3 glyph programs emptied before pdf.js reads a PDF's text (issue 24 item 2, time per file). Chromium prints a
// font it cannot embed as such (Noto Sans CJK and most other CFF fonts: every Chinese PDF Chrome makes) as dozens of
// Type 3 fonts of up to 256 glyphs, each glyph a little drawing program in its own compressed stream. pdf.js 6 loads
// every one of those programs when it loads the font, to draw it later, even when only the text is asked for: 20 % of
// the time of such a file, and most of its slowest. The text does not depend on them (a glyph's character comes from
// the font's ToUnicode and Encoding, its advance from Widths): on the 234 PDFs of the others sets, the text items,
// their positions, sizes and font names come out identical with the programs empty (docs/benchmarks.md, "What pdf.js
// read for nothing"). Each program is overwritten in place with an empty one of the same length, so that every offset in the
// file, and its cross-reference table, stays right. Only the copy the extraction thread reads is changed.
import { filterChain, readObject, streamExtent } from "./inflate-budget.mjs";

/** An empty zlib stream (a final empty block and the checksum of nothing): what a FlateDecode program becomes. */
const EMPTY_ZLIB = [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01];
const SPACE = 0x20;
const TYPE3 = /\/Subtype\s*\/Type3(?![^\s()<>[\]{}/%])/g;

/**
 * Empties, in `bytes`, the glyph programs of every Type 3 font `pdf` (measurePdfStreams's index of the same bytes)
 * finds written as an object of its own. A program that is not plain or plainly deflated (another filter, a
 * predictor), or too short to hold an empty deflate stream, is left as it is; so is every font in an object stream.
 * Returns how many programs were emptied.
 */
export function blankType3Glyphs(bytes, pdf) {
  const starts = [...pdf.objects.values()].sort((a, b) => a - b);
  const fonts = new Set();
  for (const match of pdf.text.matchAll(TYPE3)) {
    const start = lastAtOrBefore(starts, match.index);
    if (start !== undefined) fonts.add(start);
  }
  // Each program is looked at once, however many glyphs or fonts name it: a file cannot make this pass read one
  // object (and search the rest of the file for its end) over and over.
  const seen = new Set();
  let blanked = 0;
  for (const start of fonts) {
    const font = readObject(pdf, start)?.value?.dict;
    if (font?.get("Subtype")?.name !== "Type3") continue;
    const programs = resolveDict(pdf, font.get("CharProcs"));
    if (!programs) continue;
    for (const program of programs.values()) {
      if (!program?.ref || seen.has(program.ref)) continue;
      seen.add(program.ref);
      if (blankProgram(bytes, pdf, program.ref)) blanked++;
    }
  }
  return blanked;
}

/** The dictionary a value is or refers to, else null. */
function resolveDict(pdf, value) {
  if (value?.dict) return value.dict;
  if (!value?.ref) return null;
  const at = pdf.objects.get(value.ref);
  return at === undefined ? null : (readObject(pdf, at)?.value?.dict ?? null);
}

function blankProgram(bytes, pdf, ref) {
  const at = pdf.objects.get(ref);
  if (at === undefined) return false;
  const object = readObject(pdf, at);
  if (!object?.value?.dict || object.stream === undefined) return false;
  const chain = filterChain(pdf, object.value.dict);
  const [start, extentEnd] = streamExtent(pdf, object.stream, object.value.dict);
  // The line end before "endstream" is not the program's: it stays, as does everything outside the program.
  let end = extentEnd;
  while (end > start && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
  if (chain?.length === 0) {
    bytes.fill(SPACE, start, end);
    return true;
  }
  const plainFlate = chain?.length === 1 && chain[0].kind === "flate" && !chain[0].params?.has("Predictor");
  if (!plainFlate || end - start < EMPTY_ZLIB.length) return false;
  bytes.set(EMPTY_ZLIB, start);
  bytes.fill(SPACE, start + EMPTY_ZLIB.length, end);
  return true;
}

/** The largest of the sorted `values` that is at most `n`. */
function lastAtOrBefore(values, n) {
  let [low, high] = [0, values.length - 1];
  let found;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (values[mid] <= n) {
      found = values[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
