// Found sections → document sections, recording each field's confidence and source line. Section names are the
// headings as written; work, education and skills sections exist even when the file had none (as in a blank resume).
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { blankItem } from "@/lib/shared/resume/blank-item";
import { createSection } from "@/lib/shared/resume/create-section";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import {
  sectionKinds,
  type TItem,
  type TResumeLang,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import { describeLines, parseEntries, type TEntry, type TFieldValue } from "./entries";
import { parseCertificates, parseLanguages, parseSkills, type TListItem } from "./lists";
import type { TRawSection } from "./sections";
import type { TParsedField } from "./types";

type ItemFields = Partial<Record<"title" | "subTitle" | "startDate" | "endDate" | "city" | "description", TFieldValue>>;
const limits = { title: 200, subTitle: 200, startDate: 20, endDate: 20, city: 120, description: 10_000 } as const;
const MAX_ITEMS = 100;

function itemsOf(section: TRawSection, hasWrap: boolean): ItemFields[] {
  switch (section.kind) {
    case "empolyment":
    case "education":
    case "project":
      return parseEntries(section.lines, section.kind, hasWrap);
    case "skills":
      return parseSkills(section.lines);
    case "language":
      return parseLanguages(section.lines);
    case "certificate":
      return parseCertificates(section.lines);
    default: {
      const description = describeLines(section.lines, hasWrap);
      return description ? [{ description }] : [];
    }
  }
}

function toItem(fields: ItemFields | TEntry | TListItem, id: string, sectionId: string, out: TParsedField[]): TItem {
  const item = blankItem(id);
  for (const key of Object.keys(limits) as (keyof typeof limits)[]) {
    const found = (fields as ItemFields)[key];
    if (!found) continue;
    item[key] = found.value.trim().slice(0, limits[key]);
    out.push({
      path: `sections.${sectionId}.${id}.${key}`,
      confidence: found.confidence,
      line: found.line.index,
      source: found.line.text,
    });
  }
  return item;
}

const KINDS = new Set<string>(sectionKinds);

export function buildSections(
  raw: TRawSection[],
  lang: TResumeLang,
  hasWrap: boolean,
  out: TParsedField[],
): TSection[] {
  const used = new Map<string, number>();
  const sections: TSection[] = [];
  for (const found of raw) {
    if (found.kind === "preamble" || found.kind === "contact") continue;
    const kind = KINDS.has(found.kind) ? (found.kind as TSectionKind) : null;
    const base = kind ?? "custom";
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    const items = itemsOf(found, hasWrap).slice(0, MAX_ITEMS);
    const section: TSection = kind
      ? createSection(kind, lang, id)
      : { ...createSection("profile", lang, id), kind: undefined, profile: false };
    section.name = (found.name || section.name).slice(0, 120);
    if (kind === "empolyment" || kind === "education" || kind === "skills") section.isCreated = false;
    if (found.heading?.column === "side") section.position = "side";
    section.data = items.map((fields, i) => toItem(fields, `${id}-${i + 1}`, id, out));
    sections.push(section);
  }
  for (const kind of ["empolyment", "education", "skills"] as const) {
    if (sections.some((s) => s.kind === kind)) continue;
    const empty = createSection(kind, lang, kind);
    sections.push({ ...empty, name: defaultSectionNames[lang][kind], data: [], isCreated: false });
  }
  return sections.slice(0, 40);
}
