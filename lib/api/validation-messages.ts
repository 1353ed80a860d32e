// The one mapping from zod issues to what a refused request reads (issue 20 item 21): a sentence in the request's
// language (messages/*.json "ApiValidation") that names the field and says what was wrong, for every route's
// validation errors (createHandler's schemas, and a ZodError a service throws, through toAppError).
//
// A schema's own sentence ('Email must not be empty', SPEC §5) is kept in English, and in Chinese when one of the
// forms' message tables translates it; zod's built-in texts ('Too small: expected number to be >=1') never reach a
// client. A value of the wrong type always gets the type sentence: a schema's "must not be empty" is for a missing
// or blank value, not for a number sent as a job title.
import { createTranslator } from "next-intl";
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import { adminMessages } from "@/lib/validations/admin/admin-rules";
import { experienceMessages, jobTitleMessages } from "@/lib/validations/ai/creator-messages";
import { authMessages } from "@/lib/validations/auth/messages";
import { offerMessages } from "@/lib/validations/offer/offer-rules";
import { reviewMessages } from "@/lib/validations/reviews/review-rules";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

export type ValidationDetail = { path: string; message: string };

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * What zod writes when the schema has no sentence of its own. createHandler parses with `{ error: () => ZOD_DEFAULT }`
 * so that such issues are told apart from the schema's sentences exactly.
 */
const ZOD_DEFAULT = "\u0000zod-default";
/** Parse options for request input: built-in texts marked, and the input kept to tell "missing" from "wrong type". */
export const REQUEST_PARSE_PARAMS = { error: () => ZOD_DEFAULT, reportInput: true } as const;
/** zod's English built-in texts, for issues parsed without the marker (a service's own `.parse`). */
const ZOD_BUILT_IN = /^(Invalid (input|option|key|element|string|number|value)|Too (small|big)|Unrecognized key)/;

const catalogues = { en, zh } as const;

/** A schema's English sentence → its Chinese translation, from the forms' message tables (same keys). */
const chineseSentences = new Map<string, string>(
  (
    [
      [authMessages, zh.AuthValidation],
      [adminMessages, zh.Admin.validation],
      [offerMessages, zh.Offer.validation],
      [reviewMessages, zh.Reviews.validation],
      [{ ...experienceMessages, ...jobTitleMessages }, zh.AiCreator.validation],
    ] as [Record<string, string>, Record<string, string>][]
  ).flatMap(([english, chinese]) =>
    Object.entries(english).flatMap(([key, sentence]) => (chinese[key] ? [[sentence, chinese[key]] as const] : [])),
  ),
);

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: "ApiValidation" });
}

type Translate = ReturnType<typeof translator>;

function isMissing(issue: Issue): boolean {
  return "input" in issue && issue.input === undefined;
}

/**
 * A scalar of another kind than the schema's (text for a number, a number for text), as opposed to the right kind that
 * fails a check of its own: 4.5 for a whole number is "not an integer", where the schema's sentence is the better one.
 * Only scalars: a scalar's own sentence is about its content ("must not be empty"), while a list's or an object's
 * describes the shape expected ("Send the fields to accept as paths, or all: true"), which fits any wrong kind.
 */
function isWrongKind(issue: Issue): boolean {
  if (issue.code !== "invalid_type" || !("input" in issue) || issue.input === undefined) return false;
  const { input } = issue;
  switch (issue.expected) {
    case "number":
    case "int":
      return typeof input !== "number" || Number.isNaN(input);
    case "string":
      return typeof input !== "string";
    case "boolean":
      return typeof input !== "boolean";
    default:
      return false;
  }
}

function typeName(expected: string): string {
  return ["number", "int", "string", "boolean", "array", "object", "date"].includes(expected) ? expected : "other";
}

/** The sentence for an issue, built from its code and numbers alone. */
function genericSentence(issue: Issue, field: string, t: Translate): string {
  switch (issue.code) {
    case "invalid_type":
      return isMissing(issue)
        ? t("required", { field })
        : t("invalidType", { field, expected: typeName(issue.expected) });
    case "too_small":
    case "too_big": {
      const small = issue.code === "too_small";
      const limit = Number(small ? issue.minimum : issue.maximum);
      const inclusive = String(issue.inclusive !== false);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return small
          ? t("tooSmallNumber", { field, inclusive, minimum: limit })
          : t("tooBigNumber", { field, inclusive, maximum: limit });
      if (issue.origin === "string")
        return small ? t("tooShortText", { field, minimum: limit }) : t("tooLongText", { field, maximum: limit });
      if (issue.origin === "array" || issue.origin === "set")
        return small ? t("tooFewItems", { field, minimum: limit }) : t("tooManyItems", { field, maximum: limit });
      return t("invalid", { field });
    }
    case "invalid_value":
      return t("notOneOf", { field, values: issue.values.map((value) => String(value)).join(", ") });
    case "invalid_format":
      return t("invalidFormat", { field, format: issue.format });
    case "not_multiple_of":
      return t("notMultipleOf", { field, divisor: Number(issue.divisor) });
    case "unrecognized_keys":
      return t("unknownFields", { count: issue.keys.length, keys: issue.keys.join(", ") });
    default:
      return t("invalid", { field });
  }
}

function issueSentence(issue: Issue, locale: Locale, t: Translate): string {
  const path = issue.path.map((part) => String(part)).join(".");
  const field = path || t("input");
  const isBuiltIn = issue.message === ZOD_DEFAULT || ZOD_BUILT_IN.test(issue.message);
  if (isBuiltIn || isWrongKind(issue)) return genericSentence(issue, field, t);
  if (locale === "en") return issue.message;
  return (
    chineseSentences.get(issue.message) ??
    (/[\u4e00-\u9fff]/.test(issue.message) ? issue.message : genericSentence(issue, field, t))
  );
}

/** Every issue as `{ path: "data.basicInfo.name", message }` in `locale`; a root-level issue has the path "". */
export function validationDetails(error: z.core.$ZodError, locale: Locale): ValidationDetail[] {
  const t = translator(locale);
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => String(part)).join("."),
    message: issueSentence(issue as Issue, locale, t),
  }));
}
