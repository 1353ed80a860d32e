"use client";
// The body of /editor/new: creates the resume from the template and theme in the address once, then replaces this
// page with the editor (back does not create a second one). A premium template opens the upgrade dialog, the resume
// cap and other refusals say why, each with the way back to the templates.
import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { buttonClasses } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { createFromCatalogue } from "./create-from-catalogue";

type Props = { template?: string; theme?: string };
type State = { kind: "creating" } | { kind: "upgrade" } | { kind: "failed"; message: string; isAtLimit: boolean };

export function NewResumeFromTemplate({ template, theme }: Props) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const t = useTranslations("TemplatesPage");
  const tApi = useTranslations("ApiErrors");
  const tResumes = useTranslations("ResumesApi");
  const [state, setState] = useState<State>(
    template ? { kind: "creating" } : { kind: "failed", message: t("notFound"), isAtLimit: false },
  );
  // Effects run twice in development and a re-render must not post again: one create per visit of this page.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !template) return;
    started.current = true;
    void createFromCatalogue({ kind: "template", template, theme }, locale, { api: tApi, resumes: tResumes }).then(
      (outcome) => {
        if (outcome.kind === "created") return router.replace(`/editor/${outcome.resumeId}`);
        // A session that ended between sign-up and here: the proxy sends the reload to sign-in with this page as prev.
        if (outcome.kind === "signIn") return window.location.reload();
        setState(outcome.kind === "upgrade" ? { kind: "upgrade" } : outcome);
      },
    );
  }, [locale, router, tApi, tResumes, template, theme]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {state.kind === "creating" ? (
        <p role="status" className="flex items-center gap-2 text-lg text-slate-700">
          <Loader2 aria-hidden className="size-5 animate-spin" />
          {t("using")}
        </p>
      ) : (
        <>
          {state.kind === "failed" && state.message && (
            <p role="alert" className="text-lg text-slate-800">
              {state.message}
            </p>
          )}
          <Link
            href={state.kind === "failed" && state.isAtLimit ? "/templates?notify=1" : "/templates"}
            className={buttonClasses({ variant: "outline" })}
          >
            {t("detail.back")}
          </Link>
        </>
      )}
      <UpgradeDialog
        open={state.kind === "upgrade"}
        onOpenChange={(open) => open || setState({ kind: "failed", message: "", isAtLimit: false })}
      />
    </div>
  );
}
