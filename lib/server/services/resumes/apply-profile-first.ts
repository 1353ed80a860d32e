// docs/product.md §4: with the intro template (TemplateIntro) a new resume or a copy opens with its profile section;
// the rule itself (move an existing profile-like section first, else add one with sample text) is the template
// library's.
import "server-only";
import { putProfileFirst } from "@/lib/shared/resume/put-profile-first";
import type { TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";

const PROFILE_FIRST_TEMPLATE = "TemplateIntro";

export function applyProfileFirst(data: TResumeData, templateName: string, lang: TResumeLang): TResumeData {
  return templateName === PROFILE_FIRST_TEMPLATE ? putProfileFirst(data, lang) : data;
}
