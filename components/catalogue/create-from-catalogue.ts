// The request behind useStartFromCatalogue: create the resume, or say why not. Imported when someone starts one, so
// the pages with a start button do not load the request and error code before it is pressed.
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { PRO_TEMPLATE_REQUIRED, RESUME_LIMIT_REACHED, UNAUTHORIZED } from "@/lib/api/codes";
import { isApiCode, resumeErrorText } from "@/lib/editor/resume-error-text";
import type { ResumeDto } from "@/lib/validations/resumes/resume-dto";

export type CatalogueStart =
  | { kind: "blank" }
  | { kind: "template"; template: string; theme?: string }
  | { kind: "example"; exampleId: string; template?: string };

export type StartOutcome =
  | { kind: "created"; resumeId: string }
  | { kind: "signIn" }
  | { kind: "upgrade" }
  | { kind: "failed"; message: string; isAtLimit: boolean };

type Translators = Parameters<typeof resumeErrorText>[1];

export async function createFromCatalogue(what: CatalogueStart, locale: Locale, t: Translators): Promise<StartOutcome> {
  try {
    const created =
      what.kind === "example"
        ? await apiFetch<ResumeDto>(`/api/resumes/copy/${encodeURIComponent(what.exampleId)}`, {
            method: "POST",
            body: what.template ? { template: what.template } : {},
          })
        : await apiFetch<ResumeDto>("/api/resumes/empty", {
            method: "POST",
            // A blank resume takes the default template (SPEC §3: TemplateModern).
            body:
              what.kind === "template"
                ? { template: what.template, ...(what.theme ? { theme: what.theme } : {}), lang: locale }
                : { lang: locale },
          });
    return { kind: "created", resumeId: created._id };
  } catch (error) {
    if (error instanceof ApiError && error.status === UNAUTHORIZED) return { kind: "signIn" };
    if (isApiCode(error, PRO_TEMPLATE_REQUIRED)) return { kind: "upgrade" };
    return { kind: "failed", message: resumeErrorText(error, t), isAtLimit: isApiCode(error, RESUME_LIMIT_REACHED) };
  }
}
