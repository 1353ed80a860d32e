// The pure half of a resume translation (issue 15 item 2): which texts of a document go to the model, and the copy
// built from its answer. Contact details (name, e-mail, phone, birth, WeChat, avatar), dates and link addresses never
// leave as text to translate; sections that carry a default name get the target language's one (docs/product.md §3),
// not a translation; a text the model left out stays as it was.
import { defaultSectionNames, kindOfDefaultName } from "@/lib/shared/validations/resume-document/default-names";
import type {
  TItem,
  TResumeConfig,
  TResumeData,
  TResumeLang,
  TSection,
  TSectionKind,
} from "@/lib/shared/validations/resume-document/document";

export type TTranslatableText = { id: string; text: string };

const itemFields = ["title", "subTitle", "city", "description"] as const satisfies readonly (keyof TItem)[];

const kindOfType: Partial<Record<TSection["type"], TSectionKind>> = {
  skills: "skills",
  education: "education",
  empolyment: "empolyment",
};

export function sectionKind(section: TSection): TSectionKind | undefined {
  return section.kind ?? kindOfType[section.type] ?? kindOfDefaultName(section.name);
}

/** Visits every translatable text with a stable id; `replace` returns the text to keep in its place. */
function mapTexts(data: TResumeData, replace: (id: string, text: string) => string): TResumeData {
  const visit = (id: string, text: string) => (text.trim() === "" ? text : replace(id, text));
  return {
    basicInfo: {
      ...data.basicInfo,
      title: visit("basic.title", data.basicInfo.title),
      location: visit("basic.location", data.basicInfo.location),
    },
    links: data.links.map((link, i) => ({ ...link, name: visit(`link.${i}`, link.name) })),
    sections: data.sections.map((section, s) => ({
      ...section,
      name: sectionKind(section) ? section.name : visit(`s${s}.name`, section.name),
      data: section.data.map((item, i) => {
        const next = { ...item };
        for (const field of itemFields) next[field] = visit(`s${s}.${i}.${field}`, item[field]);
        return next;
      }),
    })),
  };
}

export function translatableTexts(data: TResumeData): TTranslatableText[] {
  const texts: TTranslatableText[] = [];
  mapTexts(data, (id, text) => {
    texts.push({ id, text });
    return text;
  });
  return texts;
}

export function applyTranslation(
  doc: { data: TResumeData; config: TResumeConfig },
  translations: Map<string, string>,
  lang: TResumeLang,
): { data: TResumeData; config: TResumeConfig } {
  const translated = mapTexts(doc.data, (id, text) => translations.get(id)?.trim() || text);
  const names = defaultSectionNames[lang];
  const sections = translated.sections.map((section) => {
    const kind = sectionKind(section);
    return kind ? { ...section, kind: section.kind ?? kind, name: names[kind] } : section;
  });
  return { data: { ...translated, sections }, config: { ...doc.config, lang } };
}

/** The language's own name, for the copy's name ("CV · 日本語"). */
const resumeLangNames: Record<TResumeLang, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  ch: "简体中文",
  de: "Deutsch",
  ja: "日本語",
  ko: "한국어",
  "zh-tw": "繁體中文",
};

export function translationName(name: string, lang: TResumeLang): string {
  const suffix = ` · ${resumeLangNames[lang]}`;
  return `${name.slice(0, 120 - suffix.length)}${suffix}`;
}
