// The resume check without AI (issue 27 items 2-4, docs/product.md "Resume check"): a pure, deterministic function of
// the document (and a job description, when one is given), run in the browser on every change of the live document
// (components/editor/ai/resume-check-card.tsx). Findings come in the order of the rules below, each rule's in
// document order.
import { readResume, type CheckInput } from "./context";
import { findBulletLength } from "./rules/bullet-length";
import { findMissingCjkSpaces } from "./rules/cjk-latin-spacing";
import { findContactProblems } from "./rules/contact-details";
import { findFirstPerson } from "./rules/first-person";
import { findJobDateProblems } from "./rules/job-dates";
import { findMissingJobKeywords } from "./rules/job-keywords";
import { findMixedDateFormats } from "./rules/mixed-date-formats";
import { findMixedPunctuation } from "./rules/mixed-punctuation";
import { findMixedTense } from "./rules/mixed-tense";
import { findBulletsWithoutResult } from "./rules/no-result";
import { findRepeatedSkills } from "./rules/repeated-skills";
import { findRepeatedWords } from "./rules/repeated-word";
import { findLongSummary } from "./rules/summary-length";
import { findTechSpelling } from "./rules/tech-spelling";
import { findTinyFont } from "./rules/tiny-font";
import { findTooManySkills } from "./rules/too-many-skills";
import { findWeakOpenings } from "./rules/weak-openings";
import type { Finding } from "./types";

const rules = [
  findTinyFont,
  findRepeatedWords,
  findTooManySkills,
  findContactProblems,
  findJobDateProblems,
  findMixedDateFormats,
  findBulletsWithoutResult,
  findWeakOpenings,
  findFirstPerson,
  findMixedTense,
  findBulletLength,
  findLongSummary,
  findRepeatedSkills,
  findTechSpelling,
  findMixedPunctuation,
  findMissingCjkSpaces,
  findMissingJobKeywords,
];

export function checkResume(input: CheckInput): Finding[] {
  const ctx = readResume(input);
  const findings = rules.flatMap((rule) => rule(ctx));
  // Two findings of one rule about the same thing (a bullet repeated word for word) are one.
  const seen = new Set<string>();
  return findings.filter((finding) => !seen.has(finding.id) && seen.add(finding.id));
}
