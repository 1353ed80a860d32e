// What the resume check (issue 27 items 2-4, docs/product.md "Resume check") finds: each finding names the field it is
// about, its kind (findings are counted per kind, never scored as a percentage) and a why and a fix as message keys
// with their values, translated where they are shown (components/editor/ai/resume-check-card.tsx): no English text
// is built here.
export const checkKinds = [
  "impact",
  "wording",
  "length",
  "dates",
  "contact",
  "skills",
  "spelling",
  "typography",
  "stuffing",
  "job",
] as const;
export type CheckKind = (typeof checkKinds)[number];

/** The rules, one file each under rules/; a rule may report more than one of these. */
export const checkRules = [
  "noResult",
  "weakOpening",
  "repeatedOpening",
  "firstPerson",
  "mixedTense",
  "bulletTooShort",
  "bulletTooLong",
  "jobNoDates",
  "datesReversed",
  "datesOverlap",
  "emailMissing",
  "emailMalformed",
  "phoneMissing",
  "phoneMalformed",
  "summaryTooLong",
  "repeatedSkill",
  "techSpelling",
  "mixedPunctuation",
  "cjkLatinSpacing",
  "mixedDateFormats",
  "tinyFont",
  "repeatedWord",
  "tooManySkills",
  "jobKeyword",
] as const;
export type CheckRule = (typeof checkRules)[number];

/**
 * Where a finding points: a basic-info field (no section), a section's own field (no item) or an item's field. The
 * item is named by its id and, for older documents whose items have none, by its place in the section.
 */
export type FieldTarget = { sectionId?: string; itemId?: string; itemIndex?: number; field: string };

export type MessageValues = Record<string, string | number>;
/** A rule's message key: next-intl's typed translator checks each exists in messages/en.json. */
type CheckMessage = { key: `Editor.resumeCheck.rules.${CheckRule}.${"why" | "fix"}`; values?: MessageValues };

export type Finding = {
  /** Stable while the field's text that caused it stays the same: the id a dismissal stores (ZResumeConfig.checkDismissed). */
  id: string;
  rule: CheckRule;
  kind: CheckKind;
  target: FieldTarget;
  why: CheckMessage;
  fix: CheckMessage;
  /** The user's own words the finding is about (a bullet), shortened, so two findings of one field tell apart. */
  excerpt?: string;
};
