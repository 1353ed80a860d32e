// Where a reviewer's comment is pinned (issue 26 item 6): a section of the resume, or one of its items by the stable
// key the rest of the code uses (translation-link.ts itemKey: the item's id, or "#<index>" for an old item without
// one). Pure, so the reviewer's page lists what can be commented, the server checks a posted target, and the editor
// names a comment's place and takes the keyboard to it, all by the same rules.
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import { markdownToText } from "@/lib/shared/resume/markdown";
import { printableItems } from "@/lib/shared/resume/printable-items";
import { itemKey } from "@/lib/shared/resume/translation-link";
import type { TItem, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";

/** How much of an item's text names it in a list. */
const LABEL_CHARS = 60;

type CommentItemTarget = { key: string; label: string };
export type CommentSectionTarget = { sectionId: string; name: string; items: CommentItemTarget[] };

function clip(text: string): string {
  const line =
    text
      .split("\n")
      .find((part) => part.trim() !== "")
      ?.trim() ?? "";
  return line.length > LABEL_CHARS ? `${line.slice(0, LABEL_CHARS - 1)}…` : line;
}

/** An item's name in a list: its title, else the first line of its text ("" when it has neither). */
export function itemLabel(item: TItem): string {
  return clip(item.title) || clip(item.subTitle) || clip(markdownToText(item.description));
}

/** Keys of a section's items that reach paper, in order: the reviewer comments on what they read. */
function printedItems(section: TSection): CommentItemTarget[] {
  const printed = new Set(printableItems(section));
  return section.data.flatMap((item, index) =>
    printed.has(item) ? [{ key: itemKey(item, index), label: itemLabel(item) }] : [],
  );
}

/** Every section the reviewer can comment on, with its items, in the given order (the page's own order). */
export function commentTargets(sections: TSection[]): CommentSectionTarget[] {
  return sections.flatMap((section) => {
    const items = printedItems(section);
    return items.length === 0 ? [] : [{ sectionId: section.id, name: section.name.trim(), items }];
  });
}

/**
 * Whether a comment may be pinned there now: the section exists and, when an item is named, the section has an item
 * of that key. Hidden or empty items count too: the resume may have changed since the reviewer's page loaded.
 */
export function hasCommentTarget(data: TResumeData, sectionId: string, key: string | null | undefined): boolean {
  const section = data.sections.find((candidate) => candidate.id === sectionId);
  if (!section) return false;
  if (key === null || key === undefined) return true;
  return section.data.some((item, index) => itemKey(item, index) === key);
}

export type CommentPlace = { section: string | null; item: string | null };

/**
 * A comment's place as the owner's list names it, from the document as it is now: the section's name and the item's
 * label, or null for what has since been deleted (or, for the section, has no name of its own).
 */
export function describeCommentTarget(data: TResumeData, sectionId: string, key: string | null): CommentPlace {
  const section = data.sections.find((candidate) => candidate.id === sectionId);
  if (!section) return { section: null, item: null };
  const index = key === null ? -1 : section.data.findIndex((item, i) => itemKey(item, i) === key);
  const item = index >= 0 ? section.data[index] : undefined;
  return { section: section.name.trim() || null, item: item ? itemLabel(item) || null : null };
}

/**
 * Where the editor's keyboard goes for a comment (components/editor/focus-field.ts): the item's title (by its id, with
 * its place in the section as the fallback), or the section's own first field.
 */
export function commentFieldTarget(data: TResumeData, sectionId: string, key: string | null): FieldTarget {
  if (key === null) return { sectionId, field: "name" };
  const section = data.sections.find((candidate) => candidate.id === sectionId);
  const index = section ? section.data.findIndex((item, i) => itemKey(item, i) === key) : -1;
  const itemIndex = index >= 0 ? index : undefined;
  return key.startsWith("#")
    ? { sectionId, itemIndex, field: "title" }
    : { sectionId, itemId: key, itemIndex, field: "title" };
}
