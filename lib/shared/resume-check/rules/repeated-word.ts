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
let segmenter: Intl.Segmenter | null | undefined;

function chineseWords(text: string): string[] {
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter("zh", { granularity: "word" }) : null;
  if (!segmenter) return [];
  const words: string[] = [];
  for (const part of segmenter.segment(text)) if (part.isWordLike && HAN.test(part.segment)) words.push(part.segment);
  return words;
}

function wordsOf(text: string, isChinese: boolean): string[] {
  const latin = (text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase());
  return isChinese ? [...latin, ...chineseWords(text)] : latin;
}

const counted = (word: string) =>
  HAN.test(word) ? word.length > 1 && !chineseStopWords.has(word) : word.length > 1 && !englishStopWords.has(word);

export function findRepeatedWords(ctx: CheckContext): Finding[] {
  return ctx.fields.flatMap((field) => {
    const words = wordsOf(field.text, field.isChinese);
    if (words.length < STUFFING_MIN_REPEATS) return [];
    const counts = new Map<string, number>();
    for (const word of words) if (counted(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    if (count < STUFFING_MIN_REPEATS || count / words.length < STUFFING_MIN_SHARE) return [];
    return [makeFinding("repeatedWord", "stuffing", field.target, { detail: word, values: { word, count } })];
  });
}
