// What a new resume from a template starts with (issue 21 item 3): the choice offered on /editor/new.
// - "sample": the template's sample content (the one its page and cover show), every entry flagged as a sample
//   (ZItem.sample) so the editor marks it and warns before a download, a public link or a share (item 2). The
//   sample person's name, contact details and links are not copied: basic info and links are not entries and could
//   not be marked, so they stay the user's own (the account's contact fills them in: apply-account-contact.ts).
// - "hints": the usual sections, each with one blank entry, so the editor opens on fields whose placeholders say
//   what to write. A blank entry never prints (lib/shared/resume/printable-items.ts), so the hints cannot reach paper.
import type { TResumeData, TResumeLang, TSection } from "@/lib/shared/validations/resume-document/document";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import type { TResumeStart } from "@/lib/shared/validations/resumes/create-resume";
import { blankItem } from "./blank-item";
import { createSection } from "./create-section";
import { sampleResumeData } from "./sample-resume";

function sampleSections(lang: TResumeLang): TSection[] {
  const sampleLang = lang === "ch" || lang === "zh-tw" ? "ch" : "en";
  return sampleResumeData(sampleLang).sections.map((section) => ({
    ...section,
    name: section.kind ? defaultSectionNames[lang][section.kind] : section.name,
    data: section.data.map((item) => ({ ...item, sample: true })),
  }));
}

function hintSections(data: TResumeData, lang: TResumeLang): TSection[] {
  // A profile first (TemplateIntro's empty document already has one), then the basic sections; one blank entry each.
  const hasProfile = data.sections.some((section) => section.profile);
  const sections = hasProfile ? data.sections : [createSection("profile", lang, "profile"), ...data.sections];
  return sections.map((section) => ({ ...section, data: [blankItem(`${section.id}-1`)] }));
}

/** `data`: the empty document of the template (createEmptyResume); its basic info and links are kept. */
export function applyResumeStart(data: TResumeData, lang: TResumeLang, start: TResumeStart): TResumeData {
  return { ...data, sections: start === "sample" ? sampleSections(lang) : hintSections(data, lang) };
}
