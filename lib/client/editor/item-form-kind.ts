// Which fields an item of a section asks for (docs/product.md §2 editor, §3 Section/Item): a skill is a name and a
// level, a language a language and a proficiency, a simple module a title and a description, everything else an entry
// with dates (month pickers and 'present' where an entry can be ongoing).
import type { TSection } from "@/lib/shared/validations/resume-document/document";

export type ItemFormKind = "skill" | "language" | "simple" | "dated";

export function itemFormKind(section: Pick<TSection, "type" | "kind" | "onlyDesc" | "profile">): ItemFormKind {
  if (section.onlyDesc || section.profile) return "simple";
  if (section.type === "skills" || section.kind === "skills") return "skill";
  if (section.kind === "language") return "language";
  return "dated";
}

/** Entries that can still be going on (a job, studies, a project, a custom section); a certificate has one date. */
export function canBeOngoing(section: Pick<TSection, "type" | "kind">): boolean {
  return section.kind !== "certificate";
}
