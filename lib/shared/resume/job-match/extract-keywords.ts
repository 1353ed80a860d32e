// Keywords of a job description without AI (issue 15 item 3): the skills of the dictionary it names, then the words
// it repeats. Latin text is cut into words (a small tokenizer), Chinese and Japanese with Intl.Segmenter's word
// dictionary; stop words and words already inside a found skill ("数据" in "数据分析") are left out.
import { chineseStopWords, englishStopWords } from "./stop-words";
import { skillsDictionary } from "./skills-dictionary";

export type JobKeyword = { label: string; spellings: readonly string[]; isSkill: boolean };

const MAX_KEYWORDS = 30;
const LATIN_WORD = /[a-z][a-z0-9+#.'’-]*[a-z0-9+#]|[a-z]/g;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Skill names that are also everyday English words or short letters: only their capitalised spelling is the skill
// ("Go", "Express", "Spring"), so "go to market" or "spring hiring" is not.
const caseSensitive: ReadonlySet<string> = new Set(["Go", "Express", "Spring", "Swift", "Rust", "Less", "Spark"]);
const isCaseSensitive = (spelling: string) => spelling.length <= 2 || caseSensitive.has(spelling);

/** Latin spellings match as whole words ("Go" not in "good", "Java" not in "JavaScript"); CJK ones anywhere. */
function spellingPattern(spelling: string): RegExp {
  if (CJK.test(spelling)) return new RegExp(escape(spelling), "iu");
  const flags = isCaseSensitive(spelling) ? "u" : "iu";
  return new RegExp(
    `(?<![\\p{Script=Latin}\\p{N}+#.])${escape(spelling)}(?![\\p{Script=Latin}\\p{N}+#]|\\.[\\p{Script=Latin}\\p{N}])`,
    flags,
  );
}

export function mentions(text: string, spellings: readonly string[]): boolean {
  return spellings.some((spelling) => spellingPattern(spelling).test(text));
}

function segmentCjk(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return [];
  const segmenter = new Intl.Segmenter("zh", { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike && CJK.test(s.segment)).map((s) => s.segment);
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const word of text.toLowerCase().match(LATIN_WORD) ?? []) {
    const clean = word.replace(/[.'’-]+$/, "");
    if (clean.length > 2 && !englishStopWords.has(clean) && !/^\d/.test(clean)) add(clean);
  }
  for (const word of segmentCjk(text)) if (word.length > 1 && !chineseStopWords.has(word)) add(word);
  return counts;
}

export function extractKeywords(jobDescription: string): JobKeyword[] {
  const skills = skillsDictionary
    .filter((spellings) => mentions(jobDescription, spellings))
    .map((spellings) => ({ label: spellings[0]!, spellings, isSkill: true }));
  const inSkill = (word: string) =>
    skills.some((skill) =>
      skill.spellings.some((s) => s.toLowerCase().includes(word) || word.includes(s.toLowerCase())),
    );
  // Repeated words first (a description says what matters more than once), then in order of appearance.
  const words = [...wordCounts(jobDescription)]
    .filter(([word, count]) => (count > 1 || CJK.test(word)) && !inSkill(word))
    .sort((a, b) => b[1] - a[1])
    .map(([word]) => ({ label: word, spellings: [word], isSkill: false }));
  return [...skills, ...words].slice(0, MAX_KEYWORDS);
}
