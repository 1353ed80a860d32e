// How alike two normalised strings are, by their character pairs (bigrams): what tells a garbled field (read, but
// not as written) from a lost one in the read-back (issue 25 item 1). Pairs rather than edit distance: the cost is
// linear in the lengths, and a value split by a line from the other column still shares most of its pairs.
import "server-only";

export function bigrams(text: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const pair = `${chars[i]}${chars[i + 1]}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  // A one-character value is its own pair: "C" can still be compared.
  if (chars.length === 1) pairs.set(text, 1);
  return pairs;
}

const size = (pairs: Map<string, number>) => [...pairs.values()].reduce((sum, n) => sum + n, 0);

function shared(a: Map<string, number>, b: Map<string, number>): number {
  let common = 0;
  for (const [pair, n] of a) common += Math.min(n, b.get(pair) ?? 0);
  return common;
}

/** Dice coefficient, 0–1: both strings' pairs weigh alike (a parsed value against the resume's). */
export function diceSimilarity(a: string, b: string): number {
  const [pa, pb] = [bigrams(a), bigrams(b)];
  const total = size(pa) + size(pb);
  return total === 0 ? 0 : (2 * shared(pa, pb)) / total;
}

/** How much of `value` stands in `window`, 0–1: the share of the value's pairs the window has (a line of text). */
export function containment(value: Map<string, number>, window: Map<string, number>): number {
  const total = size(value);
  return total === 0 ? 0 : shared(value, window) / total;
}
