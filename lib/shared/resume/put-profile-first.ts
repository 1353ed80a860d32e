// docs/product.md §4: a new resume on TemplateIntro, or a copy of an example, opens with a profile section holding a
// sample description, unless a profile-like section already exists (then that section is moved first).
import { defaultSectionNames, kindOfDefaultName } from "@/lib/shared/validations/resume-document/default-names";
import type { TResumeData, TResumeLang, TSection } from "@/lib/shared/validations/resume-document/document";
import { blankItem } from "./blank-item";
import { createSection } from "./create-section";

const sampleProfile = {
  en: "Write two or three sentences about who you are, what you are best at and the role you want next. Mention **one result** you are proud of.",
  ch: "用两三句话介绍你是谁、最擅长什么以及下一份工作的方向，并写出**一项**你引以为傲的成果。",
} as const;

function isProfileLike(section: TSection): boolean {
  return section.profile || section.kind === "profile" || kindOfDefaultName(section.name) === "profile";
}

export function putProfileFirst(data: TResumeData, lang: TResumeLang): TResumeData {
  const index = data.sections.findIndex(isProfileLike);
  const existing = data.sections[index];
  if (existing) {
    if (index === 0) return data;
    return { ...data, sections: [existing, ...data.sections.filter((_, i) => i !== index)] };
  }
  const profile = createSection("profile", lang);
  const text = lang === "ch" || lang === "zh-tw" ? sampleProfile.ch : sampleProfile.en;
  const withSample: TSection = {
    ...profile,
    name: defaultSectionNames[lang].profile,
    data: [{ ...blankItem(`${profile.id}-1`), description: text, sample: true }],
  };
  return { ...data, sections: [withSample, ...data.sections] };
}
