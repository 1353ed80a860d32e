// Complete sample documents (a senior software engineer, en and ch) for template covers, previews and tests.
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import {
  ZResumeConfig,
  ZResumeData,
  type TResumeConfig,
  type TResumeData,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import { blankItem } from "./blank-item";
import { sampleCh } from "./sample-resume-ch";
import { sampleEn } from "./sample-resume-en";
import type { SampleContent } from "./sample-types";

type Entry = SampleContent["work"][number];

function section(
  lang: "en" | "ch",
  kind: TSectionKind,
  entries: Entry[],
  extra: Partial<TSection> & Pick<TSection, "type">,
): TSection {
  return {
    id: `sample-${kind}`,
    name: defaultSectionNames[lang][kind],
    kind,
    isCreated: false,
    columns: "one",
    position: "main",
    tagStyle: "none",
    onlyDesc: false,
    profile: false,
    styles: {},
    data: entries.map((entry, index) => ({ ...blankItem(`sample-${kind}-${index + 1}`), ...entry })),
    ...extra,
  };
}

export function sampleResumeData(lang: "en" | "ch"): TResumeData {
  const c = lang === "ch" ? sampleCh : sampleEn;
  const sections: TSection[] = [
    section(lang, "profile", [{ description: c.profile }], { type: "custom", onlyDesc: true, profile: true }),
    section(lang, "empolyment", c.work, { type: "empolyment" }),
    section(lang, "project", c.projects, { type: "custom" }),
    section(lang, "education", c.education, { type: "education" }),
    section(lang, "skills", c.skills, { type: "skills", position: "side", tagStyle: "tag" }),
    section(lang, "certificate", c.certificates, { type: "custom", position: "side" }),
    section(lang, "language", c.languages, { type: "custom", position: "side" }),
    section(lang, "hobby", c.hobbies, { type: "custom", position: "side", onlyDesc: true }),
  ];
  return ZResumeData.parse({ basicInfo: c.basicInfo, links: c.links, sections });
}

/** A complete, valid document: data and config (TemplateModern, emerald, the given language). */
export function sampleResume(
  lang: "en" | "ch",
  overrides: Partial<TResumeConfig> = {},
): { data: TResumeData; config: TResumeConfig } {
  return { data: sampleResumeData(lang), config: ZResumeConfig.parse({ lang, ...overrides }) };
}
