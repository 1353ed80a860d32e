// Words a resume prints for how well someone knows a skill or a language: the editor's own scales in every resume
// language (lib/shared/resume/levels.ts), and the usual others ("Proficient", "Working proficiency", "掌握", "CET-6" is not
// one: a free-text level is found by its place and look, in lists.ts).
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { levelIndex } from "@/lib/shared/resume/levels";

const OTHER_WORDS = [
  "master",
  "proficient",
  "good",
  "basic",
  "novice",
  "familiar",
  "working proficiency",
  "professional working",
  "limited working",
  "full professional",
  "native speaker",
  "bilingual",
  "mother tongue",
  "精通",
  "熟练",
  "熟悉",
  "掌握",
  "了解",
  "良好",
  "一般",
  "入门",
  "初级",
  "中级",
  "高级",
  "母语",
  "流利",
  "熟练掌握",
];
const other = new Set(OTHER_WORDS);
/** Level words that also end skill names ("Visual Basic", "Office Professional"): split off only after a mark. */
const AMBIGUOUS = new Set(["basic", "good", "master", "professional"]);

const CJK_LEVELS = ["熟练掌握", "精通", "熟练", "熟悉", "掌握", "了解", "良好", "入门", "母语", "流利"];
const CJK_ATTACHED = new RegExp(`^(.{2,}?[\\u3400-\\u9fff\\w])(${CJK_LEVELS.join("|")})$`);

/** The whole text is a level word ("Expert", "精通", "Native"). */
export function isLevelWord(text: string): boolean {
  const key = text.trim().toLowerCase();
  if (!key) return false;
  return other.has(key) || levelIndex("skill", key) >= 0 || levelIndex("language", key) >= 0;
}

/**
 * A skill with its level after it: "TypeScript Expert", "Java 精通", "Go (Advanced)", "SQL – Intermediate",
 * "Python：熟练". The level is only split off when it is one of the known words, so "Machine Learning" stays whole.
 */
export function splitTrailingLevel(text: string): { name: string; level: string } | null {
  const match = /^(.+?)\s*(?:[(（]\s*([^()（）]+?)\s*[)）]|\s[-–—]\s*(.+)|[:：]\s*(.+)|\s(\S+(?:\s\S+)?))$/.exec(
    text.trim(),
  );
  const name = match?.[1]?.trim();
  for (const level of [match?.[2], match?.[3], match?.[4]]) {
    if (name && level && isLevelWord(level)) return { name, level: level.trim() };
  }
  const plain = (level: string | undefined) => level && isLevelWord(level) && !AMBIGUOUS.has(level.toLowerCase());
  if (name && plain(match?.[5])) return { name, level: (match?.[5] as string).trim() };
  // A one-word level after a longer name: "CSS / Tailwind Expert" (the two-word try above took "Tailwind Expert").
  const lastWord = /^(.+?)\s+(\S+)$/.exec(text.trim());
  if (lastWord?.[1] && plain(lastWord[2])) return { name: lastWord[1], level: lastWord[2] as string };
  // Chinese sets no space between a skill and its level when they are printed side by side: "业务流程梳理精通".
  const attached = CJK_ATTACHED.exec(text.trim());
  if (attached?.[1] && attached[2]) return { name: attached[1], level: attached[2] };
  return null;
}
