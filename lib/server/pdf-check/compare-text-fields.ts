// One extractor's plain text (pdftotext's, pdf.js's) against the resume, field by field (issue 25 item 1), as an ATS
// that searches the text would find them:
// - survived: the value stands in the text, compared as resume-fields.ts normalises (whitespace, case, separator
//   glyphs; a phone by its digits on one line; a short Latin value such as "Go" only as a whole word); an entry's
//   dates when a range the date rules recognise (text-dates.ts) is the entry's;
// - garbled: not there whole, but most of it is, on a line or two (split by the other column, letters lost): `seen`
//   is that text; dates whose first year is there but not as a recognised range (the line most like them);
// - lost: neither.
import "server-only";
import { bigrams, containment } from "@/lib/server/pdf-check/text-similarity";
import { textDateKeys } from "@/lib/server/pdf-check/text-dates";
import { digitsOf, squashText, type TFieldValue } from "@/lib/server/pdf-check/resume-fields";
import type { ReadBackFieldDto } from "@/lib/shared/validations/pdf-check/read-back";

/** Share of a value's character pairs a line (or two) must hold for the value to count as read, but garbled. */
const GARBLED_CONTAINMENT = 0.6;
/** Shorter values are too easily found by chance in unrelated text: they survive or are lost. */
const MIN_GARBLED_CHARS = 4;
/** Values longer than this (a summary) span several lines: their pieces are looked for in the whole text. */
const LONG_VALUE_CHARS = 60;
const SEEN_CHARS = 200;

type Window = { text: string; pairs: Map<string, number> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const cut = (text: string) => (text.length > SEEN_CHARS ? `${text.slice(0, SEEN_CHARS - 1)}…` : text);

/** Reads one text once, then answers for each value. */
function textReader(text: string) {
  const lines = text
    .split(/\r?\n|\f/)
    .map((line) => line.trim())
    .filter(Boolean);
  const squashed = squashText(text);
  const loose = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
  const digitLines = [...lines, ...lines.slice(1).map((line, i) => `${lines[i]} ${line}`)].map(digitsOf);
  let dateKeys: Set<string> | undefined;
  let windows: Window[] | undefined;
  // Lines and pairs of lines, made only when a value is not found whole.
  const allWindows = () =>
    (windows ??= [...lines, ...lines.slice(1).map((line, i) => `${lines[i]} ${line}`)].map((line) => ({
      text: line,
      pairs: bigrams(squashText(line)),
    })));

  function contains(norm: string, value: string): boolean {
    if (!squashed.includes(norm)) return false;
    // "Go", "C", "AWS": only as a word of their own, not inside "Google" or "Chicago".
    if (!/^[\x20-\x7e]+$/.test(value) || norm.length > MIN_GARBLED_CHARS) return true;
    const word = escapeRegExp(value.normalize("NFKC").toLowerCase().replace(/\s+/g, " "));
    return new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(loose);
  }

  /** The line (or two) holding most of the value, when it holds enough of it. */
  function closest(norm: string): string | undefined {
    if ([...norm].length < MIN_GARBLED_CHARS) return undefined;
    if (norm.length > LONG_VALUE_CHARS) return closestLong(norm);
    const pairs = bigrams(norm);
    let best: { score: number; text: string } | undefined;
    for (const window of allWindows()) {
      const score = containment(pairs, window.pairs);
      if (!best || score > best.score || (score === best.score && window.text.length < best.text.length))
        best = { score, text: window.text };
    }
    return best && best.score >= GARBLED_CONTAINMENT ? cut(best.text) : undefined;
  }

  /** A long value: most of its pairs anywhere in the text, shown from the line that starts like it. */
  function closestLong(norm: string): string | undefined {
    if (containment(bigrams(norm), bigrams(squashed)) < GARBLED_CONTAINMENT) return undefined;
    const head = bigrams(norm.slice(0, 40));
    let start = 0;
    let bestScore = -1;
    lines.forEach((line, index) => {
      const score = containment(head, bigrams(squashText(line)));
      if (score > bestScore) [start, bestScore] = [index, score];
    });
    return cut(lines.slice(start, start + 8).join(" "));
  }

  function datesField(value: TFieldValue): ReadBackFieldDto {
    dateKeys ??= textDateKeys(lines);
    if (dateKeys.has(value.norm)) return { field: value.field, value: value.value, status: "survived" };
    // The first year is there, but not as a range a reader recognises: show the line with it most like the dates.
    const year = /(?:19|20)\d{2}/.exec(value.norm)?.[0];
    const printed = bigrams(squashText(value.value));
    let line: string | undefined;
    let best = -1;
    for (const candidate of year ? lines.filter((l) => l.includes(year)) : []) {
      const score = containment(printed, bigrams(squashText(candidate)));
      if (score > best) [line, best] = [candidate, score];
    }
    return line
      ? { field: value.field, value: value.value, status: "garbled", seen: cut(line) }
      : { field: value.field, value: value.value, status: "lost" };
  }

  return function compare(value: TFieldValue): ReadBackFieldDto {
    if (value.field.endsWith(".dates")) return datesField(value);
    // A phone as printed ("+1 206 555 0148"), a link's address without its scheme, like the text.
    const norm =
      value.field === "phone" ? squashText(value.value) : value.field === "links" ? squashText(value.norm) : value.norm;
    const found =
      contains(norm, value.value) || (value.field === "phone" && digitLines.some((d) => d.includes(value.norm)));
    if (found) return { field: value.field, value: value.value, status: "survived" };
    const seen = closest(norm);
    return seen
      ? { field: value.field, value: value.value, status: "garbled", seen }
      : { field: value.field, value: value.value, status: "lost" };
  };
}

export function compareTextFields(values: readonly TFieldValue[], text: string): ReadBackFieldDto[] {
  return values.map(textReader(text));
}
