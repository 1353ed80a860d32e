// The pure half of a linked translation (issue 27 item 1, docs/product.md §3 "Linked translations"): which texts of a
// resume are linked (the same ones translate-document.ts sends: never contacts, dates or link addresses), which values
// are copied as they are (those contacts, dates and link addresses: they follow the source too, never through the
// model), both keyed by stable paths; the link recorded when a copy is made; and the copy's status against its source
// now: fields whose source text changed, copied values that changed, items and links added, removed or reordered in
// the source, and which of the copy's fields the user edited.
import type { TItem, TResumeData } from "@/lib/shared/validations/resume-document/document";
import {
  MAX_LINKED_TEXT,
  type TLinkedField,
  type TStaleField,
  type TStructureChange,
  type TTranslationLink,
} from "@/lib/shared/validations/resumes/translation-link";
import { sectionKind } from "./translate-document";

type TLinkedText = { path: string; text: string; sectionId?: string; itemKey?: string; linkId?: string };

export const linkedItemFields = [
  "title",
  "subTitle",
  "city",
  "description",
] as const satisfies readonly (keyof TItem)[];

/** An item's key in paths: its id, or its position for the few old items without one. */
export function itemKey(item: TItem, index: number): string {
  return item.id ?? `#${index}`;
}

export const itemPath = (sectionId: string, key: string, field: string) => `sections.${sectionId}.${key}.${field}`;
/** A link's field by the link's id (never its address: the address follows the source too). */
export const linkPath = (linkId: string, field: "name" | "src") => `links.${linkId}.${field}`;
/** The prefix of every path of one link. */
export const linkPrefix = (linkId: string) => `links.${linkId}.`;
/** A document's link ids, in order. */
export const linkOrder = (data: TResumeData) => data.links.map((link) => link.id);
export const sectionNamePath = (sectionId: string) => `sections.${sectionId}.name`;

/** Every linked text of a document, empty ones too (an empty source text that gains words is a change). */
export function linkedTexts(data: TResumeData): TLinkedText[] {
  const texts: TLinkedText[] = [
    { path: "basicInfo.title", text: data.basicInfo.title },
    { path: "basicInfo.location", text: data.basicInfo.location },
    ...data.links.map((link) => ({ path: linkPath(link.id, "name"), text: link.name, linkId: link.id })),
  ];
  for (const section of data.sections) {
    // A section with a default name gets the target language's name, never a translation (translate-document.ts).
    if (!sectionKind(section))
      texts.push({ path: sectionNamePath(section.id), text: section.name, sectionId: section.id });
    section.data.forEach((item, i) => {
      const key = itemKey(item, i);
      for (const field of linkedItemFields)
        texts.push({ path: itemPath(section.id, key, field), text: item[field], sectionId: section.id, itemKey: key });
    });
  }
  return texts;
}

export const copiedBasicFields = [
  "name",
  "avatar",
  "cellphone",
  "email",
  "birth",
  "wechat",
] as const satisfies readonly (keyof TResumeData["basicInfo"])[];
export const copiedItemFields = ["startDate", "endDate"] as const satisfies readonly (keyof TItem)[];

/** Every value the copy takes from the source as it is (never translated), empty ones too, by the same paths. */
export function copiedValues(data: TResumeData): TLinkedText[] {
  const values: TLinkedText[] = [
    ...copiedBasicFields.map((field) => ({ path: `basicInfo.${field}`, text: data.basicInfo[field] })),
    ...data.links.map((link) => ({ path: linkPath(link.id, "src"), text: link.src, linkId: link.id })),
  ];
  for (const section of data.sections)
    section.data.forEach((item, i) => {
      const key = itemKey(item, i);
      for (const field of copiedItemFields)
        values.push({ path: itemPath(section.id, key, field), text: item[field], sectionId: section.id, itemKey: key });
    });
  return values;
}

/** Everything the link follows: the linked texts, then the copied values. */
export const trackedValues = (data: TResumeData) => [...linkedTexts(data), ...copiedValues(data)];

/** A short, stable hash (cyrb53) of a text, the same in the browser and on the server. */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function linkedField(sourceText: string, copyText: string): TLinkedField {
  return { h: textHash(sourceText), t: sourceText.slice(0, MAX_LINKED_TEXT), c: textHash(copyText) };
}

export function sourceOrder(data: TResumeData): TTranslationLink["order"] {
  return data.sections.map((s) => ({ id: s.id, items: s.data.map((item, i) => itemKey(item, i)) }));
}

const textMap = (data: TResumeData) => new Map(trackedValues(data).map((t) => [t.path, t.text]));

/** The link of a copy just made from `source`: every tracked path both have, the copy's text as translated. */
export function createTranslationLink(
  source: TResumeData,
  copy: TResumeData,
  lang: TTranslationLink["lang"],
): TTranslationLink {
  const copyTexts = textMap(copy);
  const fields: Record<string, TLinkedField> = {};
  for (const { path, text } of trackedValues(source)) {
    const copyText = copyTexts.get(path);
    if (copyText !== undefined) fields[path] = linkedField(text, copyText);
  }
  return { lang, fields, order: sourceOrder(source), links: linkOrder(source), kept: [], keptLinks: [] };
}

/** The copy's paths whose text is no longer what was translated (or copied): the user's edits. */
export function editedPaths(copy: TResumeData, link: TTranslationLink): Set<string> {
  const edited = new Set<string>();
  for (const { path, text } of trackedValues(copy)) {
    const field = link.fields[path];
    if (field && textHash(text) !== field.c) edited.add(path);
  }
  return edited;
}

type TTranslationDiff = {
  stale: TStaleField[];
  /** Copied values (contacts, dates, link addresses) that changed in the source: copied, never translated. */
  copied: TStaleField[];
  added: TStructureChange[];
  removed: TStructureChange[];
  reordered: boolean;
};

function isReordered(before: string[], now: string[]): boolean {
  const kept = new Set(now);
  const common = before.filter((key) => kept.has(key));
  const still = new Set(common);
  return common.join("\u0000") !== now.filter((key) => still.has(key)).join("\u0000");
}

/** What changed in the source since the copy was last brought up to date. */
export function diffTranslation(source: TResumeData, copy: TResumeData, link: TTranslationLink): TTranslationDiff {
  const edited = editedPaths(copy, link);
  // A path without a field has no baseline (a link made before copied values were tracked): nothing to compare. A
  // path the copy no longer has (its item or link deleted there) has nothing to bring up to date.
  const inCopy = new Set(trackedValues(copy).map((t) => t.path));
  const changed = (values: TLinkedText[]): TStaleField[] =>
    values.flatMap(({ path, text }) => {
      const field = link.fields[path];
      return field && inCopy.has(path) && textHash(text) !== field.h
        ? [{ path, before: field.t, after: text, edited: edited.has(path) }]
        : [];
    });
  const stale = changed(linkedTexts(source));
  const copied = changed(copiedValues(source));
  const copyItemEdited = (sectionId: string, key?: string) => {
    const prefix = key === undefined ? `sections.${sectionId}.` : `sections.${sectionId}.${key}.`;
    return [...edited].some((path) => path.startsWith(prefix));
  };
  const before = new Map(link.order.map((s) => [s.id, s.items]));
  const now = new Map(source.sections.map((s) => [s.id, s.data.map((item, i) => itemKey(item, i))]));
  const added: TStructureChange[] = [];
  const removed: TStructureChange[] = [];
  // Links first (the editor shows them above the sections), by id.
  const linksNow = linkOrder(source);
  const hadLink = new Set(link.links);
  const hasLink = new Set(linksNow);
  for (const id of linksNow) if (!hadLink.has(id)) added.push({ linkId: id });
  for (const id of link.links)
    if (!hasLink.has(id))
      removed.push({ linkId: id, edited: [...edited].some((path) => path.startsWith(linkPrefix(id))) });
  let reordered =
    isReordered(link.links, linksNow) ||
    isReordered(
      link.order.map((s) => s.id),
      [...now.keys()],
    );
  for (const [sectionId, items] of now) {
    const was = before.get(sectionId);
    if (!was) {
      added.push({ sectionId });
      continue;
    }
    const had = new Set(was);
    for (const key of items) if (!had.has(key)) added.push({ sectionId, itemKey: key });
    const has = new Set(items);
    for (const key of was)
      if (!has.has(key)) removed.push({ sectionId, itemKey: key, edited: copyItemEdited(sectionId, key) });
    reordered ||= isReordered(was, items);
  }
  for (const { id } of link.order) if (!now.has(id)) removed.push({ sectionId: id, edited: copyItemEdited(id) });
  return { stale, copied, added, removed, reordered };
}
