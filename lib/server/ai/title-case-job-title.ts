// The job title a user typed into the AI creator becomes the new resume's name and headline: "frontend engineer"
// reads like a typo there (issue 21 item 11), so each all-lowercase Latin word gets a capital, short joining words
// stay small, and a word the user already cased ("iOS", "AI", "DevOps") or a script without case (Chinese) is kept.
import "server-only";
const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

export function titleCaseJobTitle(title: string): string {
  let wordIndex = 0;
  return title.replace(/\p{L}[\p{L}\p{M}'’]*/gu, (word) => {
    const isFirst = wordIndex++ === 0;
    if (word !== word.toLowerCase()) return word;
    if (!isFirst && SMALL_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
