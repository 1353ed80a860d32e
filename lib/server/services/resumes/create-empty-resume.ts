import "server-only";
import { DEFAULT_TEMPLATE } from "@/lib/shared/templates/registry";
import type { TCreateEmptyResumeBody } from "@/lib/shared/validations/resumes/create-resume";
import { buildEmptyDocument, defaultResumeName } from "./build-empty-document";
import { createResumeForUser } from "./create-resume-for-user";
import { resolveTemplateName } from "./resolve-template-name";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

/** POST /api/resumes/empty: a blank resume ("Blank" in the start dialog, "Use This Template"). */
export async function createEmptyResume(userId: string, body: TCreateEmptyResumeBody): Promise<ResumeDto> {
  const templateName = body.template ? await resolveTemplateName(body.template) : DEFAULT_TEMPLATE;
  const lang = body.lang ?? "en";
  const { data, config } = buildEmptyDocument(templateName, lang, body.theme, body.start);
  return createResumeForUser(userId, { name: body.name ?? defaultResumeName(lang), data, config });
}
