// The fields a resume is scored by when it is read back from a file: by `npm run bench:parse` (scripts/bench/lib/
// parse-score.mjs, the parser against its truth) and by "What an ATS reads" (issue 25 item 1, read-back-resume-pdf.ts,
// each extractor against the resume). One definition, so the two agree on what a field is and when two values are
// the same: values are normalised (NFKC, case, whitespace, Markdown and separator glyphs; phones by digits, links
// without scheme or `www.`, dates as the editor stores them with an empty end as `present`), lists are multisets.
import "server-only";
import { formatDateRange } from "@/lib/shared/resume/format-date";
import { isPresentValue, PRESENT, toMonthValue } from "@/lib/shared/resume/date-value";
import { markdownToText } from "@/lib/shared/resume/markdown";
import { readBackFields, type TReadBackField } from "@/lib/shared/validations/pdf-check/read-back";
import type {
  TItem,
  TResumeData,
  TResumeLang,
  TSection,
  TSectionKind,
} from "@/lib/shared/validations/resume-document/document";

/** Lower case, NFKC, no whitespace, Markdown emphasis, bullets or separator glyphs ("软件工程 · 本科", "Go | Python"). */
export const squashText = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\*\*|\*/g, "")
    .replace(/^\s*[-•]\s*/gm, "")
    .replace(/[\s\u00a0\u3000·•|｜]+/g, "");

export const digitsOf = (text: string): string => text.replace(/\D/g, "");

/** A link's address as a reader compares it: no scheme, no `www.`, no trailing slash, lower case. */
export const bareLink = (src: string): string =>
  src
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");

/** A stored date as the parser writes one: "YYYY-MM" for a month, "present", else as typed. */
const dateValue = (value: string) => {
  const text = value.trim();
  if (isPresentValue(text)) return PRESENT;
  return toMonthValue(text) ?? text;
};
/** An entry's dates as one value, "start|end", an empty end read as ongoing; "" without a start date. */
const datesKey = (item: Pick<TItem, "startDate" | "endDate">): string =>
  item.startDate.trim()
    ? `${dateValue(item.startDate)}|${item.endDate.trim() ? dateValue(item.endDate) : PRESENT}`
    : "";

/** One value of one field: as the resume prints it, normalised for comparing, and whether it sits in a sidebar. */
export type TFieldValue = { field: TReadBackField; value: string; norm: string; side: boolean };

/** Sections of a kind; a section made before kinds existed counts by its type. */
const isKind = (section: TSection, kind: TSectionKind) =>
  section.kind === kind || (section.kind === undefined && section.type === kind);

/** Every value of every field of a document, in the order of readBackFields, then of the document. */
export function resumeFieldValues(data: TResumeData, lang: TResumeLang = "en"): TFieldValue[] {
  const values: TFieldValue[] = [];
  const add = (field: TReadBackField, value: string, norm: string, side = false) => {
    if (norm) values.push({ field, value: value.trim(), norm, side });
  };
  const info = data.basicInfo;
  const sections = (kind: TSectionKind) => data.sections.filter((section) => isKind(section, kind));
  const items = (kind: TSectionKind) =>
    sections(kind).flatMap((section) => section.data.map((item) => ({ item, side: section.position === "side" })));
  add("name", info.name, squashText(info.name));
  add("email", info.email, squashText(info.email));
  add("phone", info.cellphone, digitsOf(info.cellphone));
  add("location", info.location, squashText(info.location));
  add("headline", info.title, squashText(info.title));
  const profile = items("profile");
  const summary = profile.map(({ item }) => item.description).join("\n");
  add(
    "summary",
    markdownToText(summary),
    squashText(summary),
    profile.some(({ side }) => side),
  );
  for (const link of data.links) add("links", link.src, bareLink(link.src));
  for (const { item, side } of items("skills")) add("skills", item.title, squashText(item.title), side);
  for (const { item, side } of items("language")) add("languages", item.title, squashText(item.title), side);
  const entries = (kind: "empolyment" | "education", prefix: "work" | "education", title: string, sub: string) => {
    const list = items(kind);
    for (const { item, side } of list)
      add(`${prefix}.${title}` as TReadBackField, item.title, squashText(item.title), side);
    for (const { item, side } of list)
      add(`${prefix}.${sub}` as TReadBackField, item.subTitle, squashText(item.subTitle), side);
    for (const { item, side } of list)
      add(
        `${prefix}.dates` as TReadBackField,
        formatDateRange(item.startDate, item.endDate, lang),
        datesKey(item),
        side,
      );
  };
  entries("empolyment", "work", "company", "position");
  entries("education", "education", "school", "degree");
  return values;
}

/** Each field as its list of normalised values (a scalar field is a list of at most one): what the bench compares. */
export function resumeFieldLists(data: TResumeData): Record<TReadBackField, string[]> {
  const lists = Object.fromEntries(readBackFields.map((field) => [field, [] as string[]])) as Record<
    TReadBackField,
    string[]
  >;
  for (const { field, norm } of resumeFieldValues(data)) lists[field].push(norm);
  return lists;
}

/** Multiset match: a predicted value is right when the truth holds it (and it was not matched already). */
export function matchCounts(
  truth: readonly string[],
  predicted: readonly string[],
): { tp: number; fp: number; fn: number } {
  const left = [...truth];
  let tp = 0;
  for (const value of predicted) {
    const at = left.indexOf(value);
    if (at >= 0) {
      left.splice(at, 1);
      tp += 1;
    }
  }
  return { tp, fp: predicted.length - tp, fn: truth.length - tp };
}
