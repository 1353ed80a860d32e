// Bringing a linked copy up to date (issue 27 item 1, docs/product.md §3 "Linked translations"): which texts go to the
// model (only the changed fields and the texts of items and labels of links added in the source; never contacts, dates
// or link addresses), and the copy rebuilt from the answer, with the source's changed contacts, dates and link
// addresses copied as they are. A field the user edited in the copy (translated or copied) is kept unless
// `replaceEdits`; sections, items and links (by their ids) follow the source's order; one removed in the source leaves
// the copy unless the user edited it (then it stays, flagged in `kept` or `keptLinks`, at every later run too); what
// the user added to the copy alone stays (after the source's); what the user deleted from the copy is not brought back.
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import {
  MAX_LINKS,
  type TItem,
  type TLink,
  type TResumeData,
  type TSection,
} from "@/lib/shared/validations/resume-document/document";
import type { TLinkedField, TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";
import { sectionKind } from "./translate-document";
import {
  copiedBasicFields,
  copiedItemFields,
  copiedValues,
  diffTranslation,
  editedPaths,
  itemKey,
  itemPath,
  linkedField,
  linkedItemFields,
  linkedTexts,
  linkOrder,
  linkPath,
  linkPrefix,
  sectionNamePath,
  sourceOrder,
  trackedValues,
} from "./translation-link";

export type TRetranslatePlan = {
  /** The texts the model translates, by path. */
  texts: { id: string; text: string }[];
  /** Paths the copy takes from the source now (translated, or emptied when the source text is empty). */
  paths: Set<string>;
  /** Paths of copied values (contacts, dates, link addresses) the copy takes from the source as they are. */
  copied: Set<string>;
};

export function planRetranslation(
  source: TResumeData,
  copy: TResumeData,
  link: TTranslationLink,
  replaceEdits: boolean,
): TRetranslatePlan {
  const diff = diffTranslation(source, copy, link);
  const take = (fields: typeof diff.stale) => fields.filter((f) => replaceEdits || !f.edited).map((f) => f.path);
  const paths = new Set(take(diff.stale));
  const addedLinks = new Set(diff.added.flatMap((a) => ("linkId" in a ? [a.linkId] : [])));
  const addedSections = new Set(
    diff.added.flatMap((a) => ("sectionId" in a && a.itemKey === undefined ? [a.sectionId] : [])),
  );
  const addedItems = new Set(
    diff.added.flatMap((a) => ("sectionId" in a && a.itemKey !== undefined ? [`${a.sectionId}/${a.itemKey}`] : [])),
  );
  for (const t of linkedTexts(source))
    if (
      (t.linkId !== undefined && addedLinks.has(t.linkId)) ||
      (t.sectionId && (addedSections.has(t.sectionId) || addedItems.has(`${t.sectionId}/${t.itemKey}`)))
    )
      paths.add(t.path);
  const texts = linkedTexts(source)
    .filter((t) => paths.has(t.path) && t.text.trim() !== "")
    .map((t) => ({ id: t.path, text: t.text }));
  return { texts, paths, copied: new Set(take(diff.copied)) };
}

/** True when applying the plan changes nothing: no text, no structure. */
export function isUpToDate(source: TResumeData, copy: TResumeData, link: TTranslationLink, replaceEdits: boolean) {
  const diff = diffTranslation(source, copy, link);
  const plan = planRetranslation(source, copy, link, replaceEdits);
  return plan.paths.size === 0 && plan.copied.size === 0 && diff.removed.length === 0 && !diff.reordered;
}

type Input = {
  source: TResumeData;
  copy: TResumeData;
  link: TTranslationLink;
  plan: TRetranslatePlan;
  translations: Map<string, string>;
  replaceEdits: boolean;
};

export function applyRetranslation({ source, copy, link, plan, translations, replaceEdits }: Input): {
  data: TResumeData;
  link: TTranslationLink;
} {
  const edited = editedPaths(copy, link);
  // A text the model left out keeps the copy's text and stays stale: never the source's language in the copy.
  const applied = new Set<string>();
  const text = (path: string, sourceText: string, copyText: string) => {
    if (!plan.paths.has(path)) return copyText;
    const next = sourceText.trim() === "" ? sourceText : translations.get(path)?.trim();
    if (next === undefined || next === "") return copyText;
    applied.add(path);
    return next;
  };
  // A copied value is the source's, as it is: never the model's.
  const value = (path: string, sourceValue: string, copyValue: string) => {
    if (!plan.copied.has(path)) return copyValue;
    applied.add(path);
    return sourceValue;
  };
  const wasIn = new Map(link.order.map((s) => [s.id, new Set(s.items)]));
  const keepRemoved = (prefix: string) => !replaceEdits && [...edited].some((p) => p.startsWith(prefix));
  const kept: string[] = [];

  const item = (sectionId: string, from: TItem, key: string, base: TItem): TItem => {
    const next = { ...base };
    for (const field of linkedItemFields) next[field] = text(itemPath(sectionId, key, field), from[field], base[field]);
    for (const field of copiedItemFields)
      next[field] = value(itemPath(sectionId, key, field), from[field], base[field]);
    return next;
  };
  const section = (from: TSection, base: TSection): TSection => {
    const kind = sectionKind(from);
    const name = kind
      ? base === from
        ? defaultSectionNames[link.lang][kind]
        : base.name
      : text(sectionNamePath(from.id), from.name, base.name);
    const copyItems = new Map(base === from ? [] : base.data.map((it, i) => [itemKey(it, i), it]));
    const had = wasIn.get(from.id);
    const items: TItem[] = [];
    from.data.forEach((it, i) => {
      const key = itemKey(it, i);
      const mine = copyItems.get(key);
      if (mine) items.push(item(from.id, it, key, mine));
      else if (!had?.has(key)) items.push(item(from.id, it, key, it)); // added in the source
      // else: the user deleted it from the copy; it stays deleted.
    });
    const inSource = new Set(from.data.map((it, i) => itemKey(it, i)));
    for (const [key, mine] of copyItems) {
      if (inSource.has(key)) continue;
      const removedInSource = had?.has(key) || link.kept.includes(`${from.id}/${key}`);
      if (!removedInSource)
        items.push(mine); // the user's own item
      else if (keepRemoved(`sections.${from.id}.${key}.`)) {
        items.push(mine);
        kept.push(`${from.id}/${key}`);
      }
    }
    return { ...base, ...(kind && base === from && { kind }), name, data: items };
  };

  const copySections = new Map(copy.sections.map((s) => [s.id, s]));
  const sections: TSection[] = [];
  for (const from of source.sections) {
    const mine = copySections.get(from.id);
    if (mine) sections.push(section(from, mine));
    else if (!wasIn.has(from.id)) sections.push(section(from, from)); // added in the source
  }
  const inSource = new Set(source.sections.map((s) => s.id));
  for (const mine of copy.sections) {
    if (inSource.has(mine.id)) continue;
    if (!wasIn.has(mine.id) && !link.kept.includes(mine.id)) sections.push(mine);
    else if (keepRemoved(`sections.${mine.id}.`)) {
      sections.push(mine);
      kept.push(mine.id);
    }
  }

  // Links by id, as items: the source's in its order (the copy's own text and address unless they changed in the
  // source), those added in the source, then the user's own and the removed ones the user edited.
  const linksWere = new Set(link.links);
  const copyLinks = new Map(copy.links.map((l) => [l.id, l]));
  const linkFrom = (from: TLink, base: TLink): TLink => ({
    ...base,
    name: text(linkPath(from.id, "name"), from.name, base.name),
    src: value(linkPath(from.id, "src"), from.src, base.src),
  });
  const links: TLink[] = [];
  const addedLinks = new Set<string>();
  for (const from of source.links) {
    const mine = copyLinks.get(from.id);
    if (mine) links.push(linkFrom(from, mine));
    else if (!linksWere.has(from.id)) {
      links.push(linkFrom(from, from)); // added in the source
      addedLinks.add(from.id);
    }
    // else: the user deleted it from the copy; it stays deleted.
  }
  const sourceLinks = new Set(linkOrder(source));
  const keptLinks: string[] = [];
  for (const mine of copy.links) {
    if (sourceLinks.has(mine.id)) continue;
    if (!linksWere.has(mine.id) && !link.keptLinks.includes(mine.id))
      links.push(mine); // the user's own link
    else if (keepRemoved(linkPrefix(mine.id))) {
      links.push(mine);
      keptLinks.push(mine.id);
    }
  }
  // Past the document's limit (the user's own links and the source's new ones together), the source's new links
  // give way, last first: nothing of the copy's own is dropped.
  for (let i = links.length - 1; links.length > MAX_LINKS && i >= 0; i--)
    if (addedLinks.has(links[i]!.id)) links.splice(i, 1);

  const basicInfo = { ...copy.basicInfo };
  for (const field of copiedBasicFields)
    basicInfo[field] = value(`basicInfo.${field}`, source.basicInfo[field], copy.basicInfo[field]);
  const data: TResumeData = {
    ...copy,
    basicInfo: {
      ...basicInfo,
      title: text("basicInfo.title", source.basicInfo.title, copy.basicInfo.title),
      location: text("basicInfo.location", source.basicInfo.location, copy.basicInfo.location),
    },
    links,
    sections,
  };

  // The new link: updated and added paths take the source's text now; the rest keep what they had. A copied value
  // without a field yet (a link made before they were tracked) starts from the source's: a copy value that differs
  // from it then reads as the user's edit, never overwritten without replaceEdits.
  const copyTexts = new Map(trackedValues(data).map((t) => [t.path, t.text]));
  const copiedPaths = new Set(copiedValues(source).map((t) => t.path));
  const fields: Record<string, TLinkedField> = {};
  for (const t of trackedValues(source)) {
    const copyText = copyTexts.get(t.path);
    if (copyText === undefined) continue;
    const untracked = linkedField(t.text, copiedPaths.has(t.path) ? t.text : copyText);
    fields[t.path] = applied.has(t.path) ? linkedField(t.text, copyText) : (link.fields[t.path] ?? untracked);
  }
  const keptPrefixes = [
    ...kept.map((entry) => (entry.includes("/") ? `sections.${entry.replace("/", ".")}.` : `sections.${entry}.`)),
    ...keptLinks.map(linkPrefix),
  ];
  for (const prefix of keptPrefixes)
    for (const [path, field] of Object.entries(link.fields)) if (path.startsWith(prefix)) fields[path] = field;
  return {
    data,
    link: { lang: link.lang, fields, order: sourceOrder(source), links: linkOrder(source), kept, keptLinks },
  };
}
