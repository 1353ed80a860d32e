// The model's refinement of a parsed resume, held to the parser's own rule: every string must stand in the file, in
// its language (dates and link addresses may be normalised as the parser normalises them). A string that does not is
// dropped; when more than a few are (MAX_DROPPED, or over a tenth of what was checked), the model was making things
// up and the whole refinement is rejected. Fields the model left empty keep the draft's value, and a section it
// emptied keeps the draft's items. Each field it changed points to the line it was found in, marked for review.
// Not server-only: also loaded outside a Next server bundle (the extract worker).
import type { TItem, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import { withLinkIds } from "@/lib/shared/validations/resume-document/link-ids";
import type { TParseRefinement, TRefinedItem } from "@/lib/shared/validations/resume-parse/parse-refinement";
import type { TLine, TParsedField, TParsedResume } from "./types";

/** More dropped strings than this (or than a tenth of the checked ones) reject the refinement. */
export const MAX_DROPPED = 2;
/** A field the model changed: right more often than not, but worth a look. */
const REFINED_CONFIDENCE = 0.6;

export type TRefinementResult =
  | { status: "accepted"; data: TResumeData; fields: TParsedField[]; checked: number; dropped: string[] }
  | { status: "rejected"; checked: number; dropped: string[] };

/** Whitespace, width and case do not matter: PDF text splits and joins lines and words in its own way. */
const squash = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\u00a0\u3000]+/g, "");
const digits = (text: string) => text.replace(/\D/g, "");
const bare = (src: string) =>
  src
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
const descriptionLines = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-•*·▪◦●]\s*)+/, "").replace(/\*\*/g, ""))
    .filter((line) => line.trim() !== "");

const PRESENT = /present|current|now|today|ongoing|至今|现在|目前|今/i;

class SourceCheck {
  readonly checked: string[] = [];
  readonly dropped: string[] = [];
  private readonly all: string;
  private readonly allDigits: string[];
  private readonly squashed: string[];

  constructor(
    private readonly lines: TLine[],
    private readonly draftLinkNames: Set<string>,
    /** The draft's link addresses, bare: read from the file's link annotations as well as its text (a PDF's icon
     * or "GitHub" label links to an address the text never prints), so they stand in the file too. */
    private readonly draftLinkSrcs: Set<string>,
  ) {
    this.squashed = lines.map((line) => squash(line.text));
    this.all = this.squashed.join("");
    this.allDigits = lines.map((line) => digits(line.text));
  }

  private found(text: string): boolean {
    const wanted = squash(text);
    return wanted !== "" && this.all.includes(wanted);
  }

  private keep(value: string, isFound: boolean): string {
    if (value.trim() === "") return "";
    this.checked.push(value);
    if (isFound) return value.trim();
    this.dropped.push(value);
    return "";
  }

  text(value: string): string {
    return this.keep(value, this.found(value));
  }

  phone(value: string): string {
    const number = digits(value);
    return this.keep(
      value,
      this.found(value) || (number.length >= 6 && this.allDigits.some((d) => d.includes(number))),
    );
  }

  date(value: string): string {
    const date = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/.exec(value.trim());
    if (date) return this.keep(value, this.all.includes(date[1]!));
    return this.keep(
      value,
      value.trim().toLowerCase() === "present" && PRESENT.test(this.lines.map((l) => l.text).join(" ")),
    );
  }

  linkSrc(value: string): string {
    const src = this.keep(value, this.found(bare(value)) || this.draftLinkSrcs.has(squash(bare(value))));
    return src && !/^https?:\/\//i.test(src) ? `https://${src}` : src;
  }

  linkName(value: string, src: string): string {
    const isKnown = this.draftLinkNames.has(value.trim().toLowerCase()) || squash(src).includes(squash(value));
    return this.keep(value, isKnown || this.found(value));
  }

  description(value: string): string {
    const lines = descriptionLines(value).map((line) => this.text(line));
    return lines.filter(Boolean).join("\n");
  }

  /** The first line the value stands in (dates by their year), for the editor's "found here" hint. */
  lineOf(value: string, key: string): TLine | undefined {
    const wanted = key.endsWith("Date")
      ? (/^\d{4}/.exec(value)?.[0] ?? "")
      : squash(key === "src" ? bare(value) : value.split("\n")[0]!);
    if (wanted === "") return undefined;
    const index = this.squashed.findIndex((line) => line.includes(wanted));
    return index < 0 ? undefined : this.lines[index];
  }
}

type TItemText = Omit<TItem, "id" | "styles" | "sample">;
const itemKeys = ["title", "subTitle", "startDate", "endDate", "city", "description"] as const;

/** The model's entry, each string checked against the file. A string that was dropped (the model wrote it, the file
 * does not hold it) falls back to the draft's entry at the same place, so an invented string never costs what the
 * rules had found (issue 24 item 5: refining never makes a file worse; `npm run bench:parse -- --refine`). */
function refineItem(item: TRefinedItem, check: SourceCheck, draft: TItem | undefined): TItemText {
  const checked: TItemText = {
    title: check.text(item.title),
    subTitle: check.text(item.subTitle),
    startDate: check.date(item.startDate),
    endDate: check.date(item.endDate),
    city: check.text(item.city),
    description: check.description(item.description),
  };
  for (const key of itemKeys) if (checked[key] === "" && item[key].trim() !== "") checked[key] = draft?.[key] ?? "";
  return checked;
}

const isEmpty = (item: TItemText) =>
  !item.title && !item.subTitle && !item.description && !item.startDate && !item.endDate && !item.city;

/** Every string field of a document by its path, as the parser names them ("sections.<id>.<itemId>.title"). */
function stringFields(data: TResumeData): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(data.basicInfo))
    if (typeof value === "string") out.set(`basicInfo.${key}`, value);
  data.links.forEach((link, i) => {
    out.set(`links.${i}.name`, link.name);
    out.set(`links.${i}.src`, link.src);
  });
  for (const section of data.sections)
    for (const item of section.data)
      for (const key of ["title", "subTitle", "startDate", "endDate", "city", "description"] as const)
        out.set(`sections.${section.id}.${item.id ?? ""}.${key}`, item[key]);
  return out;
}

function refineSections(draft: TSection[], refinement: TParseRefinement, check: SourceCheck): TSection[] {
  const refined = new Map(refinement.sections.map((section) => [section.id, section.items]));
  return draft.map((section) => {
    const items = refined.get(section.id);
    if (!items) return section;
    const kept = items.map((item, i) => refineItem(item, check, section.data[i])).filter((item) => !isEmpty(item));
    // A section the model emptied keeps what the rules found.
    if (kept.length === 0 && section.data.length > 0) return section;
    const data = kept.slice(0, 100).map((item, i) => ({ ...item, id: `${section.id}-${i + 1}`, styles: {} }));
    return { ...section, data };
  });
}

export function applyRefinement(
  parsed: TParsedResume,
  refinement: TParseRefinement,
  lines: TLine[],
): TRefinementResult {
  const draft = parsed.data;
  const check = new SourceCheck(
    lines,
    new Set(draft.links.map((link) => link.name.toLowerCase())),
    new Set(draft.links.map((link) => squash(bare(link.src)))),
  );
  const info = refinement.basicInfo;
  const refinedInfo = {
    name: check.text(info.name),
    title: check.text(info.title),
    email: check.text(info.email),
    cellphone: check.phone(info.cellphone),
    location: check.text(info.location),
  };
  const basicInfo = { ...draft.basicInfo };
  for (const [key, value] of Object.entries(refinedInfo) as [keyof typeof refinedInfo, string][])
    if (value) basicInfo[key] = value;

  const refinedLinks = refinement.links
    .map((link) => {
      const src = check.linkSrc(link.src);
      return { name: src ? check.linkName(link.name, src) || bare(src).split("/")[0]! : "", src };
    })
    .filter((link) => link.src !== "");
  // The refined list gives its links their ids by position, as a parsed list does (the paths below are positions).
  const links = refinedLinks.length > 0 ? withLinkIds(refinedLinks) : draft.links;
  const sections = refineSections(draft.sections, refinement, check);

  const checked = check.checked.length;
  const dropped = check.dropped;
  if (dropped.length > MAX_DROPPED || dropped.length * 10 > checked) return { status: "rejected", checked, dropped };

  const data: TResumeData = { basicInfo, links, sections };
  const before = stringFields(draft);
  const byPath = new Map(parsed.fields.map((field) => [field.path, field]));
  const fields: TParsedField[] = [];
  for (const [path, value] of stringFields(data)) {
    if (value === "") continue;
    if (before.get(path) === value) {
      const kept = byPath.get(path);
      if (kept) fields.push(kept);
      continue;
    }
    const line = check.lineOf(value, path.split(".").at(-1)!);
    if (line) fields.push({ path, confidence: REFINED_CONFIDENCE, line: line.index, source: line.text });
  }
  return { status: "accepted", data, fields, checked, dropped };
}
