// The one mapping from zod issues to what a refused request reads (issue 20 item 21, issue 22 item 3): per issue a
// message key (messages/*.json) with its values, which the client translates, and the sentence in the request's
// language for raw API callers, for every route's validation errors (createHandler's schemas, and a ZodError a service
// throws, through toAppError).
//
// A schema's own message is a message key ('AuthValidation.emailRequired', docs/product.md §5), answered as it is;
// zod's built-in texts ('Too small: expected number to be >=1') never reach a client: they become an "ApiValidation"
// key naming the field. A value of the wrong type always gets the type sentence: a schema's "must not be empty" is for
// a missing or blank value, not for a number sent as a job title. A schema whose message is an English sentence (none
// should be: CONTRIBUTING.md "Errors") gets the generic key, and its sentence in English.
import "server-only";
import { createTranslator } from "next-intl";
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { MessageKey } from "@/lib/shared/validations/message-key";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

type Values = Record<string, string | number>;
/** `key` is a message key of messages/*.json, `values` its placeholders; `message` is the sentence in `locale`. */
export type ValidationDetail = { path: string; key: string; values?: Values; message: string };

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

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

type Translate = ReturnType<typeof translator>;
type Sentence = { key: string; values?: Values };

/** A message key of the catalogue ('AuthValidation.emailRequired'), as schemas write their messages. */
export function isMessageKey(text: string): boolean {
  let node: unknown = en;
  for (const part of text.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

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

/** The "ApiValidation" key of an issue and its values, from its code and numbers alone. */
function genericSentence(issue: Issue, field: string): Sentence {
  const t = (key: string, values: Values): Sentence => ({ key: `ApiValidation.${key}`, values });
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

function issueSentence(issue: Issue, path: string, locale: Locale, t: Translate): Sentence & { message: string } {
  const generic = () => genericSentence(issue, path || t("ApiValidation.input"));
  const isBuiltIn = issue.message === ZOD_DEFAULT || ZOD_BUILT_IN.test(issue.message);
  if (isBuiltIn || isWrongKind(issue)) return withMessage(generic(), t);
  if (isMessageKey(issue.message)) return withMessage({ key: issue.message }, t);
  // A schema's English sentence: as it is in English and in Chinese text, else the generic sentence.
  const sentence = withMessage(generic(), t);
  const ownText = locale === "en" || /[\u4e00-\u9fff]/.test(issue.message);
  return ownText ? { ...sentence, message: issue.message } : sentence;
}

function withMessage(sentence: Sentence, t: Translate): Sentence & { message: string } {
  // Keys are checked against the catalogue (isMessageKey) or written here; next-intl types only literal keys.
  const message = t(sentence.key as Parameters<Translate>[0], sentence.values);
  return sentence.values ? { ...sentence, message } : { key: sentence.key, message };
}

/** A refused field a service finds itself (not a schema): its key, values and the sentence in `locale`. */
export function fieldDetail(
  path: string,
  key: MessageKey,
  values: Values | undefined,
  locale: Locale,
): ValidationDetail {
  return { path, ...withMessage(values ? { key, values } : { key }, translator(locale)) };
}

/** Every issue as `{ path: "data.basicInfo.name", key, values?, message }`; a root-level issue has the path "". */
export function validationDetails(error: z.core.$ZodError, locale: Locale): ValidationDetail[] {
  const t = translator(locale);
  return error.issues.map((issue) => {
    const path = issue.path.map((part) => String(part)).join(".");
    return { path, ...issueSentence(issue as Issue, path, locale, t) };
  });
}
