// A translated copy's link to its source resume (issue 27 item 1): stored in Resume.translationLink beside
// Resume.translatedFromId, read by lib/shared/resume/translation-link.ts. Keyed by stable paths (basicInfo.title,
// basicInfo.email, links.<linkId>.name, links.<linkId>.src, sections.<sectionId>.name,
// sections.<sectionId>.<itemKey>.<field>), never by list positions. A record made before links had ids named them by
// position, which is the id such a link is given when read (resume-document/link-ids.ts): its paths still hold.
import { z } from "zod";
import { MAX_LINKS, ZResumeLang } from "@/lib/shared/validations/resume-document/document";

/** At most this much of a source text is kept to show as "before"; the hash covers the whole text. */
export const MAX_LINKED_TEXT = 2000;

export const ZLinkedField = z.object({
  /** Hash of the source text the field was translated from. */
  h: z.string().max(16),
  /** That source text, cut at MAX_LINKED_TEXT. */
  t: z.string().max(MAX_LINKED_TEXT),
  /** Hash of the copy's text as translated: a copy text with another hash is the user's edit. */
  c: z.string().max(16),
});

const LINK_PATH = /^links\.(\d+)\.(?:name|src)$/;

/** The link ids of a record made before it listed them: its links' positions, which are their ids now. */
function positionedLinkIds(fields: Record<string, unknown>): string[] {
  const positions = new Set(Object.keys(fields).flatMap((path) => LINK_PATH.exec(path)?.[1] ?? []));
  return [...positions].sort((a, b) => Number(a) - Number(b));
}

export const ZTranslationLink = z
  .object({
    lang: ZResumeLang,
    fields: z.record(z.string().max(200), ZLinkedField),
    /** The source's sections and their item keys, in order, as last translated. */
    order: z.array(z.object({ id: z.string().max(64), items: z.array(z.string().max(64)) })).max(40),
    /** The source's link ids, in order, as last translated (absent in a record made before links had ids). */
    links: z.array(z.string().max(64)).max(MAX_LINKS).optional(),
    /** Items ("<sectionId>/<itemKey>") removed in the source but kept in the copy because the user had edited them. */
    kept: z.array(z.string().max(140)).max(400).default([]),
    /** Links (their ids) removed in the source but kept in the copy because the user had edited them. */
    keptLinks: z.array(z.string().max(64)).max(MAX_LINKS).default([]),
  })
  .transform((link) => ({ ...link, links: link.links ?? positionedLinkIds(link.fields) }));
export type TLinkedField = z.infer<typeof ZLinkedField>;
export type TTranslationLink = z.infer<typeof ZTranslationLink>;

export type TStaleField = { path: string; before: string; after: string; edited: boolean };
/** A section (no itemKey) or an item added to or removed from the source, or a link (by its id). */
export type TStructureChange =
  { sectionId: string; itemKey?: string; edited?: boolean } | { linkId: string; edited?: boolean };

/** GET /api/resumes/{id}/translation-status. */
export type TranslationStatusDto = {
  linked: boolean;
  sourceId: string | null;
  sourceName: string | null;
  /** The source went to the trash or was deleted: nothing to compare with. */
  sourceMissing: boolean;
  version: number;
  stale: TStaleField[];
  /** Contacts, dates and link addresses changed in the source: copied as they are, never sent to the model. */
  copied: TStaleField[];
  added: TStructureChange[];
  removed: TStructureChange[];
  reordered: boolean;
  kept: string[];
  /** Links (ids) removed in the source but kept in the copy because the user had edited them. */
  keptLinks: string[];
};

/** POST /api/resumes/{id}/translation/retranslate. */
export const ZRetranslateBody = z.object({
  /** The copy's version the editor shows (the save protocol: a stale one answers 409). */
  version: z.number().int().min(1),
  replaceEdits: z.boolean().default(false),
});
export type TRetranslateBody = z.infer<typeof ZRetranslateBody>;
