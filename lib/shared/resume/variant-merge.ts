// Master and variants (issue 26 item 1, docs/product.md "Master and variants"): the three-way merge of one field at a
// time. base = the master as the variant last took it (Resume.variantBase), master = the master now, variant = the
// variant now. A field is the variant's own where the variant's value differs from base; every other field takes the
// master's value. Structure follows the same rule: items, sections and links added in the master are inserted at the
// master's position, those it removed leave the variant unless the variant edited them (then kept), what the variant
// deleted or added stays so, and the master's order is taken unless the variant reordered. Paths are those of linked
// translations (translation-link.ts: sections by id, items by itemKey, links by id), plus the layout bits and template
// choices a variant may keep as its own ("@columns", "config.templateName", …).
import {
  MAX_LINKS,
  type TLink,
  type TResumeConfig,
  type TResumeData,
  type TSection,
} from "@/lib/shared/validations/resume-document/document";
import type { TVariantBase } from "@/lib/shared/validations/resumes/variant";
import {
  copiedBasicFields,
  copiedItemFields,
  itemKey,
  itemPath,
  linkedItemFields,
  linkOrder,
  linkPath,
  linkPrefix,
  sectionNamePath,
  sourceOrder,
} from "./translation-link";

export type TVariantDoc = { data: TResumeData; config: TResumeConfig };

type TEntry = { path: string; value: string; set: (value: string) => void };

const basicFields = ["title", "location", ...copiedBasicFields] as const;
const sectionBits = ["columns", "position", "tagStyle", "styles"] as const;
/** The look a variant may choose for itself (a headline is basicInfo.title, above). */
const configFields = ["templateName", "templateTheme", "font", "spacing"] as const;

export const sectionBitPath = (sectionId: string, bit: string) => `sections.${sectionId}.@${bit}`;
// Keys sorted: the stored JSON (jsonb) does not keep the order an object was written in.
const sortKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;
const encode = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, sortKeys));
function decode<T>(like: T, value: string): T {
  return (typeof like === "string" ? value : JSON.parse(value)) as T;
}

/** Every field a variant follows, with a setter on `doc` itself (callers pass a clone). */
function entries(doc: TVariantDoc): TEntry[] {
  const { data, config } = doc;
  const list: TEntry[] = [];
  const add = <O extends object, K extends keyof O>(path: string, owner: O, key: K) =>
    list.push({ path, value: encode(owner[key]), set: (value) => void (owner[key] = decode(owner[key], value)) });
  for (const field of basicFields) add(`basicInfo.${field}`, data.basicInfo, field);
  for (const link of data.links) {
    add(linkPath(link.id, "name"), link, "name");
    add(linkPath(link.id, "src"), link, "src");
  }
  for (const section of data.sections) {
    add(sectionNamePath(section.id), section, "name");
    for (const bit of sectionBits) add(sectionBitPath(section.id, bit), section, bit);
    section.data.forEach((item, i) => {
      const key = itemKey(item, i);
      for (const field of [...linkedItemFields, ...copiedItemFields, "styles"] as const)
        add(itemPath(section.id, key, field), item, field);
    });
  }
  for (const field of configFields) add(`config.${field}`, config, field);
  return list;
}

/** path → value of every followed field. */
export function variantFields(doc: TVariantDoc): Map<string, string> {
  return new Map(entries(doc).map((entry) => [entry.path, entry.value]));
}

/** What a variant records of its master at a sync: every field, the sections' item keys and the link ids in order. */
export function variantBaseOf(master: TVariantDoc): TVariantBase {
  return {
    fields: Object.fromEntries(variantFields(master)),
    order: sourceOrder(master.data),
    links: linkOrder(master.data),
  };
}

/** The variant's own fields: followed paths whose value is not the master's at the last sync. */
export function ownPaths(variant: TVariantDoc, base: TVariantBase): Set<string> {
  const own = new Set<string>();
  for (const [path, value] of variantFields(variant)) if (base.fields[path] !== value) own.add(path);
  return own;
}

type Keyed<T> = { key: string; value: T };

/** One list (sections, or one section's items) merged by key; see the file's comment for the rules. */
function mergeList<T>(baseKeys: string[], master: Keyed<T>[], variant: Keyed<T>[], keep: (key: string) => boolean) {
  const inBase = new Set(baseKeys);
  const inMaster = new Set(master.map((e) => e.key));
  const result = variant.filter((e) => !(inBase.has(e.key) && !inMaster.has(e.key) && !keep(e.key)));
  // Both had it at the last sync and both have it now: the master's order, unless the variant reordered them.
  const common = result.filter((e) => inBase.has(e.key) && inMaster.has(e.key));
  const commonKeys = new Set(common.map((e) => e.key));
  const baseOrder = baseKeys.filter((key) => commonKeys.has(key));
  if (common.every((e, i) => e.key === baseOrder[i])) {
    const masterOrder = master.filter((e) => commonKeys.has(e.key)).map((e) => e.key);
    const byKey = new Map(common.map((e) => [e.key, e]));
    let next = 0;
    for (let i = 0; i < result.length; i++)
      if (commonKeys.has(result[i]!.key)) result[i] = byKey.get(masterOrder[next++]!)!;
  }
  // Added in the master since the last sync: after the master's previous entry the variant has, else before its next
  // one, else last.
  const at = (key: string) => result.findIndex((e) => e.key === key);
  master.forEach((entry, index) => {
    if (inBase.has(entry.key) || at(entry.key) >= 0) return;
    const before = master.slice(0, index).findLast((e) => at(e.key) >= 0);
    const after = master.slice(index + 1).find((e) => at(e.key) >= 0);
    result.splice(before ? at(before.key) + 1 : after ? at(after.key) : result.length, 0, entry);
  });
  return result.map((e) => e.value);
}

const keyedSections = (sections: TSection[]) => sections.map((s) => ({ key: s.id, value: s }));
const keyedItems = (section: TSection) => section.data.map((item, i) => ({ key: itemKey(item, i), value: item }));
const keyedLinks = (links: TLink[]) => links.map((link) => ({ key: link.id, value: link }));

/**
 * The variant after the master changed: `variant` with every field that is not its own set to the master's value and
 * the master's structural changes applied. Pure: the inputs are not changed. Take variantBaseOf(master) as the new base.
 */
export function mergeVariant(base: TVariantBase, master: TVariantDoc, variant: TVariantDoc): TVariantDoc {
  const own = ownPaths(variant, base);
  const next = structuredClone(variant);
  const fromMaster = structuredClone(master);
  const edited = (prefix: string) => [...own].some((path) => path.startsWith(prefix));
  const baseItems = new Map(base.order.map((s) => [s.id, s.items]));
  const masterSections = new Map(fromMaster.data.sections.map((s) => [s.id, s]));

  next.data.sections = mergeList(
    base.order.map((s) => s.id),
    keyedSections(fromMaster.data.sections),
    keyedSections(next.data.sections),
    (id) => edited(`sections.${id}.`),
  );
  for (const section of next.data.sections) {
    const inMaster = masterSections.get(section.id);
    const was = baseItems.get(section.id);
    // A section the master just added is the master's own object already; one it removed has nothing to follow.
    if (!inMaster || inMaster === section || !was) continue;
    section.data = mergeList(was, keyedItems(inMaster), keyedItems(section), (key) =>
      edited(`sections.${section.id}.${key}.`),
    );
  }
  // Links by id, as items. Past the document's limit (the variant's own links and the master's new ones together),
  // the master's new links give way, last first: nothing of the variant's is dropped.
  const variantLinks = new Set(linkOrder(next.data));
  next.data.links = mergeList(base.links, keyedLinks(fromMaster.data.links), keyedLinks(next.data.links), (id) =>
    edited(linkPrefix(id)),
  );
  for (let i = next.data.links.length - 1; next.data.links.length > MAX_LINKS && i >= 0; i--)
    if (!variantLinks.has(next.data.links[i]!.id)) next.data.links.splice(i, 1);

  const masterValues = variantFields(fromMaster);
  for (const entry of entries(next)) {
    const value = masterValues.get(entry.path);
    if (value !== undefined && !own.has(entry.path) && value !== entry.value) entry.set(value);
  }
  // The template's catalogue id goes with its name.
  if (next.config.templateName === fromMaster.config.templateName)
    next.config.templateId = fromMaster.config.templateId;
  return next;
}

/** The variant with one field set back to the master's value (unchanged when either side lacks that field). */
export function revertVariantField(variant: TVariantDoc, master: TVariantDoc, path: string): TVariantDoc {
  const next = structuredClone(variant);
  const value = variantFields(master).get(path);
  const entry = entries(next).find((e) => e.path === path);
  if (value === undefined || !entry) return next;
  entry.set(value);
  if (path === "config.templateName") next.config.templateId = master.config.templateId;
  return next;
}

/** The variant with all of the master's content and look; its own sharing settings (public link, …) stay. */
export function revertVariantAll(variant: TVariantDoc, master: TVariantDoc): TVariantDoc {
  const config = { ...variant.config, templateId: master.config.templateId };
  for (const field of configFields) Object.assign(config, { [field]: structuredClone(master.config[field]) });
  return { data: structuredClone(master.data), config };
}

/** Sections, items and links only the variant has (added there, or kept when the master removed them). */
export function ownItemCount(variant: TVariantDoc, base: TVariantBase): number {
  const baseItems = new Map(base.order.map((s) => [s.id, new Set(s.items)]));
  const baseLinks = new Set(base.links);
  let count = variant.data.links.filter((link) => !baseLinks.has(link.id)).length;
  for (const section of variant.data.sections) {
    const had = baseItems.get(section.id);
    if (!had) count++;
    else section.data.forEach((item, i) => void (had.has(itemKey(item, i)) ? undefined : count++));
  }
  return count;
}
