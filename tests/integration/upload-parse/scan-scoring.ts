// Field F1 of a parsed resume against the document it was printed from, as `npm run bench:parse` scores
// (scripts/bench/parse.mjs, fieldsOf and score): each field a list of normalised values, matched as multisets.
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

const squash = (text: string | undefined) =>
  String(text ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\*\*|\*/g, "")
    .replace(/^\s*[-•]\s*/gm, "")
    .replace(/[\s\u00a0\u3000·•|｜]+/g, "");
const digits = (text: string | undefined) => String(text ?? "").replace(/\D/g, "");
const bare = (src: string) =>
  src
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
type TItem = TResumeData["sections"][number]["data"][number];
const dates = (item: TItem) => (item.startDate ? `${item.startDate}|${item.endDate || "present"}` : "");
const itemsOf = (data: TResumeData, kind: string) =>
  data.sections.filter((s) => s.kind === kind).flatMap((s) => s.data);

function fieldsOf(data: TResumeData): Record<string, string[]> {
  const info = data.basicInfo;
  const work = itemsOf(data, "empolyment");
  const education = itemsOf(data, "education");
  const one = (value: string) => (value ? [value] : []);
  const list = (values: string[]) => values.filter(Boolean);
  return {
    name: one(squash(info.name)),
    email: one(squash(info.email)),
    phone: one(digits(info.cellphone)),
    location: one(squash(info.location)),
    headline: one(squash(info.title)),
    summary: one(
      squash(
        itemsOf(data, "profile")
          .map((i) => i.description)
          .join("\n"),
      ),
    ),
    links: list(data.links.map((l) => bare(l.src))),
    skills: list(itemsOf(data, "skills").map((i) => squash(i.title))),
    languages: list(itemsOf(data, "language").map((i) => squash(i.title))),
    "work.company": list(work.map((i) => squash(i.title))),
    "work.position": list(work.map((i) => squash(i.subTitle))),
    "work.dates": list(work.map(dates)),
    "education.school": list(education.map((i) => squash(i.title))),
    "education.degree": list(education.map((i) => squash(i.subTitle))),
    "education.dates": list(education.map(dates)),
  };
}

export type TFieldScore = { tp: number; fp: number; fn: number };

function score(truth: string[], predicted: string[]): TFieldScore {
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

/** Micro-averaged F1 over every field, with each field's counts (to print what was missed). */
export function fieldF1(truth: TResumeData, parsed: TResumeData): { f1: number; byField: Record<string, TFieldScore> } {
  const [want, got] = [fieldsOf(truth), fieldsOf(parsed)];
  const byField: Record<string, TFieldScore> = {};
  const sum = { tp: 0, fp: 0, fn: 0 };
  for (const field of Object.keys(want)) {
    const s = score(want[field] ?? [], got[field] ?? []);
    byField[field] = s;
    sum.tp += s.tp;
    sum.fp += s.fp;
    sum.fn += s.fn;
  }
  const precision = sum.tp + sum.fp === 0 ? 1 : sum.tp / (sum.tp + sum.fp);
  const recall = sum.tp + sum.fn === 0 ? 1 : sum.tp / (sum.tp + sum.fn);
  return { f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), byField };
}
