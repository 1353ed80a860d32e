// Keyword stuffing in one field (issue 27 item 3): one word repeated far past normal prose, at least
// STUFFING_MIN_REPEATS times and STUFFING_MIN_SHARE of the field's words. English words are cut as the job match cuts
// them, Chinese ones with Intl.Segmenter; the job match's stop words are not counted.
import { chineseStopWords, englishStopWords } from "@/lib/shared/resume/job-match/stop-words";
import { STUFFING_MIN_REPEATS, STUFFING_MIN_SHARE } from "../limits";
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const LATIN_WORD = /[A-Za-z][A-Za-z0-9+#.]*[A-Za-z0-9+#]|[A-Za-z]/g;
const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
let segmenter: Intl.Segmenter | null | undefined;

function chineseWords(text: string): string[] {
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter("zh", { granularity: "word" }) : null;
  if (!segmenter) return [];
  const words: string[] = [];
  for (const part of segmenter.segment(text)) if (part.isWordLike && HAN.test(part.segment)) words.push(part.segment);
  return words;
}

/**
 * Whether some pair of Han characters comes STUFFING_MIN_REPEATS times: a word of two or more characters repeated that
 * often needs one, so a text without is not segmented at all (segmenting is most of the check's time in Chinese).
 */
function mayRepeatHan(text: string): boolean {
  const pairs = new Map<string, number>();
  let previous = "";
  for (const char of text) {
    const isHan = HAN.test(char);
    if (isHan && previous) {
      const pair = previous + char;
      const count = (pairs.get(pair) ?? 0) + 1;
      if (count >= STUFFING_MIN_REPEATS) return true;
      pairs.set(pair, count);
    }
    previous = isHan ? char : "";
  }
  return false;
}

/** The words to count, and how many words the text has (Chinese not segmented: one per two Han characters). */
function wordsOf(text: string, isChinese: boolean): { words: string[]; total: number } {
  const latin = (text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase());
  if (!isChinese) return { words: latin, total: latin.length };
  if (mayRepeatHan(text)) {
    const words = [...latin, ...chineseWords(text)];
    return { words, total: words.length };
  }
  return { words: latin, total: latin.length + Math.ceil((text.match(HAN_ALL)?.length ?? 0) / 2) };
}

const counted = (word: string) =>
  HAN.test(word) ? word.length > 1 && !chineseStopWords.has(word) : word.length > 1 && !englishStopWords.has(word);

export function findRepeatedWords(ctx: CheckContext): Finding[] {
  return ctx.fields.flatMap((field) => {
    const { words, total } = wordsOf(field.text, field.isChinese);
    if (words.length < STUFFING_MIN_REPEATS) return [];
    const counts = new Map<string, number>();
    for (const word of words) if (counted(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    if (count < STUFFING_MIN_REPEATS || count / total < STUFFING_MIN_SHARE) return [];
    return [makeFinding("repeatedWord", "stuffing", field.target, { detail: word, values: { word, count } })];
  });
}
