// Tesseract's TSV answer for one page → the positioned text items a PDF's text layer gives (parse-content.ts), so
// the same parser reads a scan (issue 24 item 3). Each word is an item at its place; the words of one line share the
// line's top and height, so the parser joins them into one line, and Chinese characters, which Tesseract answers as
// separate words, are joined without the spaces it puts between them (lines.ts joins CJK neighbours directly), while
// a wide gap still parts a line's columns ("Acme Inc." … "2019 – Present"). Pixels become points on a page as wide
// as A4 (595 pt): the parser's gaps and sizes are in points.
// Misreadings fixed here, as classes: a list's bullet read as a letter or a mark ("e", "«", "©", "。" before each
// item); the word "I" read as a bar ("| care about"); lines of rubbish that Tesseract reads into noise, whose every
// word it is unsure of.
import "server-only";
import { MAX_FONT_SIZE, MAX_PAGE_POINTS, type TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";

export const OCR_PAGE_WIDTH = 595;

/** Marks that stand at the start of a line only as a misread bullet. */
const BULLET_MARKS = new Set([
  "•",
  "·",
  "●",
  "◦",
  "▪",
  "■",
  "□",
  "○",
  "◆",
  "◇",
  "»",
  "«",
  "©",
  "®",
  "¢",
  "°",
  "。",
  "e",
  "o",
  "*",
]);
/** Letters that are words too: taken as a bullet only when as small as a dot beside the line. */
const BULLET_LETTERS = new Set(["e", "o", "*", "°"]);
/** Below this confidence (0–100) a word is a guess; a line of nothing but guesses is noise. */
const NOISE_CONFIDENCE = 30;

type TWord = { text: string; left: number; top: number; width: number; height: number; confidence: number };
type TOcrLine = { top: number; height: number; words: TWord[] };

const CONTROL = /[\u0000-\u001F\u007F\uFFFD]/g;

/** The lines of a TSV answer (levels 4 and 5: lines and their words), in Tesseract's reading order. */
function readLines(tsv: string): TOcrLine[] {
  const lines = new Map<string, TOcrLine>();
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line] = cells;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (![left, top, width, height, confidence].every(Number.isFinite)) continue;
    const key = `${block}.${paragraph}.${line}`;
    if (level === "4") lines.set(key, { top, height, words: [] });
    if (level !== "5") continue;
    const text = cells.slice(11).join(" ").replace(CONTROL, "").normalize("NFC").trim();
    if (text) lines.get(key)?.words.push({ text, left, top, width, height, confidence });
  }
  return [...lines.values()].filter((line) => line.words.length > 0);
}

/** A word read this surely is a word; an upright page has nearly all its words so (a page upside down, few). */
const SURE_CONFIDENCE = 60;

/** The share of a page's words Tesseract is sure of, 0–1 (0 with no words): how well the page was read. */
export function sureWordShare(tsv: string): number {
  const words = readLines(tsv).flatMap((line) => line.words);
  return words.length === 0 ? 0 : words.filter((word) => word.confidence >= SURE_CONFIDENCE).length / words.length;
}

const isNoise = (line: TOcrLine) => line.words.every((word) => word.confidence < NOISE_CONFIDENCE);

/** A first word that is a lone mark (or a dot-sized "e", "o") before more words: the bullet it stands for. */
function withBullet(line: TOcrLine): TWord[] {
  const [first, second, ...rest] = line.words;
  if (!first || !second || !BULLET_MARKS.has(first.text)) return line.words;
  if (BULLET_LETTERS.has(first.text) && first.height > line.height * 0.6) return line.words;
  return [{ ...first, text: "•" }, second, ...rest];
}

/**
 * A bar where a sentence starts, before a lowercase word, is the pronoun I ("Java. | care about"); a bar between
 * two parts ("Go | Python") is left as it is.
 */
function withPronoun(words: TWord[]): TWord[] {
  return words.map((word, i) => {
    const next = words[i + 1];
    const before = words[i - 1];
    const startsSentence = !before || /[.!?:;]$/.test(before.text);
    return word.text === "|" && next && /^[a-z]/.test(next.text) && startsSentence ? { ...word, text: "I" } : word;
  });
}

/**
 * One page's items, `page` 1-based, from its TSV and the size in pixels of the image Tesseract read. Returns the
 * page's size in points too (its height capped to what a content page may be).
 */
export function tsvToItems(
  tsv: string,
  image: { width: number; height: number },
  page: number,
): { page: { width: number; height: number }; items: TTextItem[] } {
  const scale = OCR_PAGE_WIDTH / image.width;
  const pageHeight = Math.min(Math.max(image.height * scale, 1), MAX_PAGE_POINTS);
  const round = (n: number) => Math.round(n * scale * 100) / 100;
  const items: TTextItem[] = [];
  for (const line of readLines(tsv)) {
    if (isNoise(line)) continue;
    const height = Math.min(round(line.height), MAX_FONT_SIZE);
    const y = round(line.top);
    if (height <= 0 || y > pageHeight) continue;
    for (const word of withPronoun(withBullet(line))) {
      const x = round(word.left);
      if (x > OCR_PAGE_WIDTH) continue;
      items.push({
        text: word.text.slice(0, 2000),
        x: Math.max(0, x),
        y: Math.max(0, y),
        width: Math.min(round(word.width), MAX_PAGE_POINTS),
        height,
        fontSize: height,
        bold: false,
        page,
      });
    }
  }
  return { page: { width: OCR_PAGE_WIDTH, height: pageHeight }, items };
}
