// docs/product.md §4: changing the resume language renames the skills, education and work sections to the new
// language's default names, and any other section whose name is a known default name (in any language) likewise.
import { defaultSectionNames, kindOfDefaultName } from "@/lib/shared/validations/resume-document/default-names";
import type {
  TResumeData,
  TResumeLang,
  TSection,
  TSectionKind,
} from "@/lib/shared/validations/resume-document/document";

const kindOfType: Partial<Record<TSection["type"], TSectionKind>> = {
  skills: "skills",
  education: "education",
  empolyment: "empolyment",
};

export function renameSectionsForLang(data: TResumeData, newLang: TResumeLang): TResumeData {
  const names = defaultSectionNames[newLang];
  const sections = data.sections.map((section) => {
    const kind = kindOfType[section.type] ?? kindOfDefaultName(section.name);
    if (!kind || names[kind] === section.name) return section;
    return { ...section, name: names[kind], kind: section.kind ?? kind };
  });
  return { ...data, sections };
}
