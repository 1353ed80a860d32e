// The document of a blank resume (lib/resume/create-empty-resume) on the template's first theme.
import "server-only";
import { createEmptyResume } from "@/lib/resume/create-empty-resume";
import { getTemplateMeta } from "@/lib/templates/registry";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/validations/resume-document/document";

export function buildEmptyDocument(
  templateName: string,
  lang: TResumeLang,
): { data: TResumeData; config: TResumeConfig } {
  return createEmptyResume(lang, templateName, getTemplateMeta(templateName)?.themes[0]?.name);
}

/** What a blank resume is called until the user renames it. */
export function defaultResumeName(lang: TResumeLang): string {
  if (lang === "ch") return "我的简历";
  if (lang === "zh-tw") return "我的履歷";
  return "My Resume";
}
