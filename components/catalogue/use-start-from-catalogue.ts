"use client";
// "Use This Template" / "Use This Example" / the start dialog's blank resume: create the resume and open the
// editor. A visitor goes to the login page with prev (SPEC §2 routing rules); the resume cap sends the user to
// /templates?notify=1 after the message; a premium template opens the upgrade dialog (SPEC §6). The server enforces
// both limits; this only explains them.
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { loginPath } from "@/lib/api-client/login-path";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { isApiCode, PRO_TEMPLATE_REQUIRED, RESUME_LIMIT_REACHED, resumeErrorText } from "@/lib/editor/resume-error-text";
import type { ResumeDto } from "@/lib/services/resumes/to-resume-dto";

export type CatalogueStart =
  | { kind: "blank" }
  | { kind: "template"; template: string }
  | { kind: "example"; exampleId: string; template?: string };

export function useStartFromCatalogue() {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { status } = useCurrentUser();
  const tApi = useTranslations("ApiErrors");
  const tResumes = useTranslations("ResumesApi");
  const [pending, setPending] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const toLogin = useCallback(() => {
    // The full current URL (with ?template= / ?example=) so the user comes back to the same preview.
    const prev = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginPath(locale, prev));
  }, [locale]);

  const start = useCallback(
    async (what: CatalogueStart) => {
      if (status === "signedOut" || status === "unknown") return toLogin();
      setPending(true);
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
                body: what.kind === "template" ? { template: what.template, lang: locale } : { lang: locale },
              });
        router.push(`/editor/${created._id}`);
      } catch (error) {
        setPending(false);
        if (error instanceof ApiError && error.status === 401) return toLogin();
        if (isApiCode(error, PRO_TEMPLATE_REQUIRED)) return setUpgradeOpen(true);
        toast.error(resumeErrorText(error, { api: tApi, resumes: tResumes }));
        if (isApiCode(error, RESUME_LIMIT_REACHED)) router.push("/templates?notify=1");
      }
    },
    [locale, router, status, tApi, tResumes, toLogin],
  );

  return { start, pending, upgradeOpen, setUpgradeOpen };
}
