// The document of a blank resume (lib/shared/resume/create-empty-resume) on the chosen theme of the template (the one picked
// on the template page, issue 21 item 3), else its first; with `start`, the sample or the hints of /editor/new.
import "server-only";
import { invalidField } from "@/lib/server/api/invalid-field";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { applyResumeStart } from "@/lib/shared/resume/start-content";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import type { TResumeStart } from "@/lib/shared/validations/resumes/create-resume";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";

export function buildEmptyDocument(
  templateName: string,
  lang: TResumeLang,
  theme?: string,
  start?: TResumeStart,
): { data: TResumeData; config: TResumeConfig } {
  const themes = getTemplateMeta(templateName)?.themes ?? [];
  // A theme of another template would be saved but never drawn: refuse it rather than silently use the first.
  if (theme !== undefined && !themes.some((offered) => offered.name === theme))
    throw invalidField("theme", resumeMessages.unknownTheme);
  const empty = createEmptyResume(lang, templateName, theme ?? themes[0]?.name);
  return start ? { ...empty, data: applyResumeStart(empty.data, lang, start) } : empty;
}

/** What a blank resume is called until the user renames it. */
export function defaultResumeName(lang: TResumeLang): string {
  if (lang === "ch") return "我的简历";
  if (lang === "zh-tw") return "我的履歷";
  return "My Resume";
}
