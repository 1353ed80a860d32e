// What a polish button sends (issue 15 item 1): the description texts of one entry, of a section, or of the whole
// resume, as the editor has them now (unsaved edits included), each named by its path. Skill and language entries
// keep a level in their description, which is not prose to polish; empty texts are skipped.
import type { TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import { parsePolishPath, polishPath } from "@/lib/shared/validations/ai-editor/polish-body";
import { itemFormKind } from "./item-form-kind";

export type PolishTarget =
  { kind: "item"; sectionId: string; index: number } | { kind: "section"; sectionId: string } | { kind: "resume" };

export type PolishText = { path: string; text: string };

export function isPolishableSection(section: TSection): boolean {
  const form = itemFormKind(section);
  return form === "dated" || form === "simple";
}

function sectionTexts(section: TSection, only?: number): PolishText[] {
  if (!isPolishableSection(section)) return [];
  return section.data.flatMap((item, index) =>
    (only === undefined || only === index) && item.description.trim() !== ""
      ? [{ path: polishPath({ sectionId: section.id, index, field: "description" }), text: item.description }]
      : [],
  );
}

export function polishTexts(data: TResumeData, target: PolishTarget): PolishText[] {
  if (target.kind === "resume") return data.sections.flatMap((section) => sectionTexts(section));
  const section = data.sections.find((s) => s.id === target.sectionId);
  if (!section) return [];
  return sectionTexts(section, target.kind === "item" ? target.index : undefined);
}

/** The text at a path now, or undefined when the entry is gone. */
export function textAt(data: TResumeData, path: string): string | undefined {
  const parsed = parsePolishPath(path);
  if (!parsed) return undefined;
  return data.sections.find((s) => s.id === parsed.sectionId)?.data[parsed.index]?.[parsed.field];
}
