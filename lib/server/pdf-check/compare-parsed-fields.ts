// Our parser's reading of the PDF against the resume, field by field (issue 25 item 1): the parsed document's fields
// (resume-fields.ts, as the bench scores them) matched with the resume's as multisets. A value the parser gave back
// the same survived; one left unmatched is garbled when the parser gave a like value for the same field (`seen`, as it
// read it: "Northwind Commerce Feb" for "Northwind Commerce"), else lost.
import "server-only";
import { diceSimilarity } from "@/lib/server/pdf-check/text-similarity";
import type { TFieldValue } from "@/lib/server/pdf-check/resume-fields";
import type { ReadBackFieldDto } from "@/lib/shared/validations/pdf-check/read-back";

/** How alike a parsed value must be to stand for the resume's (bigram Dice): below it, the value was not read. */
const GARBLED_SIMILARITY = 0.5;
const SEEN_CHARS = 200;

const cut = (text: string) => (text.length > SEEN_CHARS ? `${text.slice(0, SEEN_CHARS - 1)}…` : text);

export function compareParsedFields(truth: readonly TFieldValue[], parsed: readonly TFieldValue[]): ReadBackFieldDto[] {
  const left = [...parsed];
  const take = (at: number) => left.splice(at, 1)[0] as TFieldValue;
  // Exact matches first, over every field, so a like value is never taken from a value that matches exactly.
  const exact = truth.map((value) => {
    const at = left.findIndex((p) => p.field === value.field && p.norm === value.norm);
    return at >= 0 ? (take(at), true) : false;
  });
  return truth.map((value, index): ReadBackFieldDto => {
    if (exact[index]) return { field: value.field, value: value.value, status: "survived" };
    let best = { at: -1, score: 0 };
    left.forEach((p, at) => {
      if (p.field !== value.field) return;
      const score = diceSimilarity(p.norm, value.norm);
      if (score > best.score) best = { at, score };
    });
    if (best.at < 0 || best.score < GARBLED_SIMILARITY)
      return { field: value.field, value: value.value, status: "lost" };
    return { field: value.field, value: value.value, status: "garbled", seen: cut(take(best.at).value) };
  });
}
