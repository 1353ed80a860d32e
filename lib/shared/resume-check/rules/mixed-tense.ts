// An English entry whose bullets start some in the past ("Led") and some in the present ("Manage"): one tense per
// job reads as one voice, the past for a past job (issue 27 item 2). Chinese has no tense.
import { itemTarget, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

// The action verbs a resume opens with, in their base form; "-s" / "-es" forms count as present too.
const PRESENT = new Set(
  `lead manage build develop design create drive own run write maintain implement improve deliver mentor coordinate
  analyze analyse support launch ship architect define plan oversee handle research test deploy automate optimize
  optimise reduce increase grow establish direct organize organise present negotiate train teach collaborate partner
  work help assist prepare review monitor operate resolve investigate produce scale migrate refactor integrate configure
  administer guide head spearhead streamline introduce set cut sell serve provide prototype recruit hire evaluate
  assess model draft report track translate`.split(/\s+/),
);
const IRREGULAR_PAST = new Set(
  `led built ran wrote made grew drove won cut set took gave began brought sold taught thought found held kept met spent
  saw oversaw rebuilt rewrote undertook sped became chose drew fought hid lost overcame shot split spun stood swept
  threw understood withdrew`.split(/\s+/),
);

type Tense = "past" | "present" | null;

function tenseOf(text: string): Tense {
  const word = (/^[\p{L}]+/u.exec(text)?.[0] ?? "").toLowerCase();
  if (word.length < 2) return null;
  if (IRREGULAR_PAST.has(word) || (word.length > 4 && word.endsWith("ed"))) return "past";
  if (PRESENT.has(word)) return "present";
  if (word.endsWith("es") && PRESENT.has(word.slice(0, -2))) return "present";
  if (word.endsWith("s") && PRESENT.has(word.slice(0, -1))) return "present";
  return null;
}

export function findMixedTense(ctx: CheckContext): Finding[] {
  return ctx.experience.flatMap((entry) => {
    const tenses = new Set(entry.bullets.filter((bullet) => !bullet.isChinese).map((bullet) => tenseOf(bullet.text)));
    return tenses.has("past") && tenses.has("present")
      ? [makeFinding("mixedTense", "wording", itemTarget(entry, "description"))]
      : [];
  });
}
