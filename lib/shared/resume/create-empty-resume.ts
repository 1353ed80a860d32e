// A new, empty resume: the basic sections (work, education, skills) with their default names and no items.
import {
  ZResumeConfig,
  ZResumeData,
  type TResumeConfig,
  type TResumeData,
  type TResumeLang,
} from "@/lib/shared/validations/resume-document/document";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import { DEFAULT_TEMPLATE } from "@/lib/shared/templates/registry";
import { putProfileFirst } from "./put-profile-first";

export function createEmptyResume(
  lang: TResumeLang,
  templateName: string = DEFAULT_TEMPLATE,
  templateTheme?: string,
): { data: TResumeData; config: TResumeConfig } {
  const names = defaultSectionNames[lang];
  const data = ZResumeData.parse({
    basicInfo: {},
    sections: [
      { id: "empolyment", name: names.empolyment, type: "empolyment", kind: "empolyment" },
      { id: "education", name: names.education, type: "education", kind: "education" },
      { id: "skills", name: names.skills, type: "skills", kind: "skills", position: "side", tagStyle: "tag" },
    ],
  });
  const config = ZResumeConfig.parse({ lang, templateName, ...(templateTheme ? { templateTheme } : {}) });
  return { data: templateName === "TemplateIntro" ? putProfileFirst(data, lang) : data, config };
}
