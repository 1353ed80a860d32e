// The document of a blank resume (lib/resume/create-empty-resume) on the chosen theme of the template (the one picked
// on the template page, issue 21 item 3), else its first.
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { createEmptyResume } from "@/lib/resume/create-empty-resume";
import { getTemplateMeta } from "@/lib/templates/registry";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/validations/resume-document/document";
import { resumeMessages } from "@/lib/validations/resumes/messages";

export function buildEmptyDocument(
  templateName: string,
  lang: TResumeLang,
  theme?: string,
): { data: TResumeData; config: TResumeConfig } {
  const themes = getTemplateMeta(templateName)?.themes ?? [];
  // A theme of another template would be saved but never drawn: refuse it rather than silently use the first.
  if (theme !== undefined && !themes.some((offered) => offered.name === theme))
    throw new AppError("INVALID_INPUT", {
      message: `${resumeMessages.unknownTheme}: ${theme}`,
      details: [{ path: "theme", message: resumeMessages.unknownTheme }],
    });
  return createEmptyResume(lang, templateName, theme ?? themes[0]?.name);
}

/** What a blank resume is called until the user renames it. */
export function defaultResumeName(lang: TResumeLang): string {
  if (lang === "ch") return "我的简历";
  if (lang === "zh-tw") return "我的履歷";
  return "My Resume";
}
