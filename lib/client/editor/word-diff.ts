// A small word diff for the polish suggestions (issue 15 item 1): the original and the suggestion cut into words and
// the spaces between them (Chinese, Japanese and Korean into single characters, which have no spaces to cut at), the
// longest common subsequence kept, the rest marked removed or added. Runs of one kind are merged, so the view shows
// "~~managed~~ **Led**", not a token per letter.
export type DiffPart = { type: "same" | "removed" | "added"; text: string };

// Words (letters, digits, marks, apostrophes and hyphens inside a word), single CJK characters, runs of space, or any
// other single character (punctuation).
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|\s+|./gsu;

export function diffTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Beyond this many token pairs the table costs more than it shows: the whole text is marked replaced. */
const MAX_CELLS = 2_000_000;

function push(parts: DiffPart[], type: DiffPart["type"], text: string): void {
  const last = parts.at(-1);
  if (last?.type === type) last.text += text;
  else parts.push({ type, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = diffTokens(before);
  const b = diffTokens(after);
  if (a.length * b.length > MAX_CELLS) {
    const parts: DiffPart[] = [];
    if (before) parts.push({ type: "removed", text: before });
    if (after) parts.push({ type: "added", text: after });
    return parts;
  }
  // lcs[i][j]: the length of the longest common subsequence of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, "same", a[i]!);
      i += 1;
      j += 1;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      push(parts, "removed", a[i]!);
      i += 1;
    } else {
      push(parts, "added", b[j]!);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) push(parts, "removed", a[i]!);
  for (; j < b.length; j += 1) push(parts, "added", b[j]!);
  return parts;
}
