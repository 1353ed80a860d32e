// Pure edits of the editor document (docs/product.md §4 "Editor"). Each returns a new document and keeps every
// untouched section, item and link by reference, so memoised form parts and preview sections skip re-rendering.
import { blankItem } from "@/lib/shared/resume/blank-item";
import { createSection } from "@/lib/shared/resume/create-section";
import { orderSections } from "@/lib/shared/resume/order-sections";
import { renameSectionsForLang } from "@/lib/shared/resume/rename-sections";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type {
  TBasicInfo,
  TItem,
  TLink,
  TResumeConfig,
  TResumeLang,
  TSection,
  TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import { newLinkId } from "@/lib/shared/validations/resume-document/link-ids";
import type { EditorDoc } from "./editor-store";
import { patchItem, removeSampleItems } from "./sample-items";
import { pinnedSectionId, placeSection, type LayoutColumn } from "./section-layout";

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list as T[];
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

const withData = (doc: EditorDoc, data: Partial<EditorDoc["data"]>): EditorDoc => ({
  ...doc,
  data: { ...doc.data, ...data },
});
const moveSectionAt = (doc: EditorDoc, from: number, to: number): EditorDoc => {
  const sections = move(doc.data.sections, from, to);
  return sections === doc.data.sections ? doc : withData(doc, { sections });
};
const mapSection = (doc: EditorDoc, id: string, fn: (s: TSection) => TSection): EditorDoc =>
  withData(doc, { sections: doc.data.sections.map((s) => (s.id === id ? fn(s) : s)) });

export const ops = {
  setName:
    (name: string) =>
    (doc: EditorDoc): EditorDoc => ({ ...doc, name }),
  setBasic: (field: keyof TBasicInfo, value: string) => (doc: EditorDoc) =>
    withData(doc, { basicInfo: { ...doc.data.basicInfo, [field]: value } }),

  /** A new link with a stable id of its own (linked translations and variants follow links by it). */
  addLink: () => (doc: EditorDoc) =>
    withData(doc, { links: [...doc.data.links, { id: newLinkId(), name: "", src: "", isNew: true }] }),
  setLink: (index: number, patch: Partial<Omit<TLink, "id">>) => (doc: EditorDoc) =>
    withData(doc, { links: doc.data.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) }),
  removeLink: (index: number) => (doc: EditorDoc) =>
    withData(doc, { links: doc.data.links.filter((_, i) => i !== index) }),
  moveLink: (from: number, to: number) => (doc: EditorDoc) => withData(doc, { links: move(doc.data.links, from, to) }),

  addSection: (kind: TSectionKind | "custom", lang: TResumeLang, customName: string) => (doc: EditorDoc) => {
    const section =
      kind === "custom"
        ? { ...createSection("project", lang), kind: undefined, name: customName, data: [] }
        : createSection(kind, lang);
    return withData(doc, { sections: [...doc.data.sections, section] });
  },
  updateSection: (id: string, patch: Partial<TSection>) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({ ...s, ...patch })),
  removeSection: (id: string) => (doc: EditorDoc) =>
    withData(doc, { sections: doc.data.sections.filter((s) => s.id !== id) }),
  moveSection: (from: number, to: number) => (doc: EditorDoc) => moveSectionAt(doc, from, to),
  /** Layout adjustment (one column): move a section to `index` of the printed order (TemplateIntro: profile first). */
  moveSectionInPrint: (id: string, index: number, profileFirst: boolean) => (doc: EditorDoc) => {
    const all = doc.data.sections;
    const shown = orderSections(all, profileFirst);
    const pinned = pinnedSectionId(all, profileFirst);
    if (id === pinned) return doc;
    const target = shown[Math.max(pinned ? 1 : 0, Math.min(index, shown.length - 1))];
    return target
      ? moveSectionAt(
          doc,
          all.findIndex((s) => s.id === id),
          all.indexOf(target),
        )
      : doc;
  },
  /** Layout adjustment (two-column templates): move a section to `index` of a column, switching column if need be. */
  placeSection: (id: string, column: LayoutColumn, index: number) => (doc: EditorDoc) => {
    const sections = placeSection(doc.data.sections, id, column, index);
    return sections === doc.data.sections ? doc : withData(doc, { sections });
  },
  /** Two-column templates: flip a section between the main and the side column. */
  flipSection: (id: string) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({ ...s, position: s.position === "side" ? "main" : "side" })),

  // The random part keeps two entries added within one millisecond apart (the id is their React key); no section
  // prefix, so the id stays within the schema's 64 characters whatever the section's id.
  addItem: (id: string) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({
      ...s,
      data: [...s.data, blankItem(`item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`)],
    })),
  /** An edited sample entry becomes the user's own: it loses its sample flag (sample-items.ts). */
  setItem: (id: string, index: number, patch: Partial<TItem>) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({
      ...s,
      data: s.data.map((item, i) => (i === index ? patchItem(item, patch) : item)),
    })),
  /** "Remove all samples" of the warning before a download, a public link or a share. */
  removeSamples: () => (doc: EditorDoc) => {
    const data = removeSampleItems(doc.data);
    return data === doc.data ? doc : { ...doc, data };
  },
  removeItem: (id: string, index: number) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({ ...s, data: s.data.filter((_, i) => i !== index) })),
  moveItem: (id: string, from: number, to: number) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => ({ ...s, data: move(s.data, from, to) })),

  /** docs/product.md §4: a new template resets the theme to that template's first theme. */
  setTemplate:
    (componentName: string, templateId = "") =>
    (doc: EditorDoc): EditorDoc => {
      const meta = getTemplateMeta(componentName);
      return {
        ...doc,
        config: {
          ...doc.config,
          templateName: componentName,
          templateId,
          templateTheme: meta?.themes[0]?.name ?? doc.config.templateTheme,
        },
      };
    },
  setConfig:
    (patch: Partial<TResumeConfig>) =>
    (doc: EditorDoc): EditorDoc => ({ ...doc, config: { ...doc.config, ...patch } }),
  /** docs/product.md §4: a new resume language renames default-named sections. */
  setLang:
    (lang: TResumeLang) =>
    (doc: EditorDoc): EditorDoc => ({
      ...doc,
      data: renameSectionsForLang(doc.data, lang),
      config: { ...doc.config, lang },
    }),
  /** docs/product.md §4: an empty style value is cleared; otherwise stored as px. */
  setSectionStyle: (id: string, key: string, raw: string) => (doc: EditorDoc) =>
    mapSection(doc, id, (s) => {
      const styles = { ...s.styles };
      const value = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(value)) delete styles[key];
      else styles[key] = value;
      return { ...s, styles };
    }),
};
