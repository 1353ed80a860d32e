// The request behind useStartFromCatalogue: create the resume, or say why not. Imported when someone starts one, so
// the pages with a start button do not load the request and error code before it is pressed.
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/client/api-client/api-error";
import { PRO_TEMPLATE_REQUIRED, RESUME_LIMIT_REACHED, UNAUTHORIZED } from "@/lib/shared/api/codes";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { errorText, isApiCode } from "@/lib/client/api-client/api-error";
import type { TResumeStart } from "@/lib/shared/validations/resumes/create-resume";

export type CatalogueStart =
  | { kind: "blank" }
  | { kind: "template"; template: string; theme?: string; start?: TResumeStart; isPro?: boolean }
  | { kind: "example"; exampleId: string; template?: string };

export type StartOutcome =
  | { kind: "created"; resumeId: string }
  | { kind: "signIn" }
  | { kind: "upgrade" }
  | { kind: "failed"; message: string; isAtLimit: boolean };

type ApiErrorTranslator = Parameters<typeof errorText>[1];

export async function createFromCatalogue(
  what: CatalogueStart,
  locale: Locale,
  t: ApiErrorTranslator,
): Promise<StartOutcome> {
  try {
    const created =
      what.kind === "example"
        ? await resumeClient.copy(what.exampleId, what.template ? { template: what.template } : {})
        : // A blank resume takes the default template (docs/product.md §3: TemplateModern).
          await resumeClient.create(
            what.kind === "template"
              ? {
                  template: what.template,
                  ...(what.theme ? { theme: what.theme } : {}),
                  ...(what.start ? { start: what.start } : {}),
                  lang: locale,
                }
              : { lang: locale },
          );
    return { kind: "created", resumeId: created._id };
  } catch (error) {
    if (error instanceof ApiError && error.status === UNAUTHORIZED) return { kind: "signIn" };
    if (isApiCode(error, PRO_TEMPLATE_REQUIRED)) return { kind: "upgrade" };
    return { kind: "failed", message: errorText(error, t), isAtLimit: isApiCode(error, RESUME_LIMIT_REACHED) };
  }
}
