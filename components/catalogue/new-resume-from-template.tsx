"use client";
// The body of /editor/new, where "Use This Template" and "Use This Example" lead (after sign-up for a visitor).
// A template offers two starts (its sample, marked as samples, or empty with hints: resume-start-choice.tsx); an
// example is copied at once. The resume is created once, then this page is replaced with the editor (back does not
// create a second one). A premium template opens the upgrade dialog, the resume cap and other refusals say why, each
// with the way back to the catalogue.
import { useCallback, useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { buttonClasses } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import type { TResumeStart } from "@/lib/shared/validations/resumes/create-resume";
import { createFromCatalogue, type CatalogueStart } from "./create-from-catalogue";
import { ResumeStartChoice } from "./resume-start-choice";

type Props = { template?: string; theme?: string; example?: string; templateTitle?: string };
type State =
  | { kind: "choosing" }
  | { kind: "creating" }
  | { kind: "upgrade" }
  | { kind: "failed"; message: string; isAtLimit: boolean };

export function NewResumeFromTemplate({ template, theme, example, templateTitle }: Props) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const t = useTranslations("TemplatesPage");
  const tApi = useTranslations("ApiErrors");
  const [state, setState] = useState<State>(
    example
      ? { kind: "creating" }
      : template
        ? { kind: "choosing" }
        : { kind: "failed", message: t("notFound"), isAtLimit: false },
  );
  // Effects run twice in development and a re-render must not post again: one create per visit of this page.
  const started = useRef(false);

  const create = useCallback(
    (what: CatalogueStart) => {
      if (started.current) return;
      started.current = true;
      setState({ kind: "creating" });
      void createFromCatalogue(what, locale, tApi).then((outcome) => {
        if (outcome.kind === "created") return router.replace(`/editor/${outcome.resumeId}`);
        // A session that ended between sign-up and here: the proxy sends the reload to sign-in with this page as prev.
        if (outcome.kind === "signIn") return window.location.reload();
        setState(outcome.kind === "upgrade" ? { kind: "upgrade" } : outcome);
      });
    },
    [locale, router, tApi],
  );

  useEffect(() => {
    // An example has nothing to choose: its copy is the start.
    if (example) create({ kind: "example", exampleId: example, ...(template ? { template } : {}) });
  }, [create, example, template]);

  const choose = (start: TResumeStart) => template && create({ kind: "template", template, theme, start });
  const back = example ? "/examples" : "/templates";

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-12 text-center sm:py-16">
      {state.kind === "choosing" ? (
        <ResumeStartChoice templateTitle={templateTitle} onChoose={choose} />
      ) : state.kind === "creating" ? (
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
            href={state.kind === "failed" && state.isAtLimit ? "/templates?notify=1" : back}
            className={buttonClasses({ variant: "outline" })}
          >
            {t(example ? "start.backToExamples" : "detail.back")}
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
