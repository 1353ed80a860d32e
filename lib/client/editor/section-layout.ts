// Sections as the template lays them out (docs/product.md §4 "layout adjustment"): one list in one-column templates, a
// main and a side list in two-column ones. The document keeps a single ordered array plus each section's `position`, so
// a move inside or between the columns is "take the section out, set its column, put it back before the section that
// will follow it in that column" — the other column's order never changes.
import { orderSections } from "@/lib/shared/resume/order-sections";
import type { TSection } from "@/lib/shared/validations/resume-document/document";

export type LayoutColumn = "main" | "side";
export type SectionColumns = { main: TSection[]; side: TSection[] };

const columnOf = (section: Pick<TSection, "position">): LayoutColumn => (section.position === "side" ? "side" : "main");

/** One-column templates ignore `position`: every section is in the main list, in print order. */
export function sectionColumns(sections: TSection[], twoColumns: boolean, profileFirst = false): SectionColumns {
  if (!twoColumns) return { main: orderSections(sections, profileFirst), side: [] };
  return { main: sections.filter((s) => columnOf(s) === "main"), side: sections.filter((s) => columnOf(s) === "side") };
}

/** The section a profile-first template always prints first, which therefore cannot move. */
export function pinnedSectionId(sections: TSection[], profileFirst: boolean): string | null {
  const first = orderSections(sections, profileFirst)[0];
  return profileFirst && first && (first.profile || first.kind === "profile") ? first.id : null;
}

/**
 * Moves section `id` to `index` of `column` (the index it will have there afterwards, clamped), keeping every other
 * section object by reference. Answers the same array when nothing changes, so the store records no edit.
 */
export function placeSection(sections: TSection[], id: string, column: LayoutColumn, index: number): TSection[] {
  const from = sections.findIndex((s) => s.id === id);
  const moving = sections[from];
  if (!moving) return sections;
  const rest = sections.filter((s) => s.id !== id);
  const placed = columnOf(moving) === column ? moving : { ...moving, position: column };
  const peers = rest.filter((s) => columnOf(s) === column);
  const at = Math.max(0, Math.min(index, peers.length));
  const before = peers[at];
  const last = peers.at(-1);
  // Before the section that will follow it; at the end of its column: right after that column's last section.
  const globalIndex = before ? rest.indexOf(before) : last ? rest.indexOf(last) + 1 : rest.length;
  const next = [...rest.slice(0, globalIndex), placed, ...rest.slice(globalIndex)];
  return next.every((s, i) => s === sections[i]) ? sections : next;
}

// Two facts of the template variants (components/resume-document/templates/*.tsx) the layout panel needs to mirror the page:
// TemplateIntro prints the profile first (profileFirst), Executive and Split put the side column on the right.
const profileFirstTemplates = new Set(["TemplateIntro"]);
const sideOnRightTemplates = new Set(["TemplateExecutive", "TemplateSplit"]);
export const isProfileFirst = (templateName: string): boolean => profileFirstTemplates.has(templateName);
/** The columns from left to right as the template prints them. */
export const columnsLeftToRight = (templateName: string): LayoutColumn[] =>
  sideOnRightTemplates.has(templateName) ? ["main", "side"] : ["side", "main"];
