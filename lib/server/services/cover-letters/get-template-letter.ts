// GET /api/applications/{id}/cover-letter/template – "start from a template" (issue 26 item 3, no AI): the structured
// letter in the language of the application's resume (English without one), filled from its headline and skills and
// the job; not saved: the panel puts it in the editor and the user's save makes it a version.
import "server-only";
import { templateLetter } from "@/lib/shared/cover-letter/template-letter";
import type { CoverLetterTemplateDto } from "@/lib/shared/validations/cover-letters/cover-letter";
import { loadLetterContext } from "./load-letter-context";

export async function getTemplateLetter(userId: string, applicationId: string): Promise<CoverLetterTemplateDto> {
  const { job, resume } = await loadLetterContext(userId, applicationId);
  const lang = resume?.config.lang ?? "en";
  return { body: templateLetter({ lang, resume: resume?.data ?? null, job }), lang };
}
