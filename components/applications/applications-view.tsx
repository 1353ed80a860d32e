"use client";
// The applications page (issue 26 item 5, docs/product.md "Applications"): every job applied to, as a list on phones
// and a board by state from the lg breakpoint (one column per state; a card moves by its state select), with adding,
// editing, deleting, the CSV export and each application's cover letter (item 3). Loading, failure with a retry, and
// an empty state that says what it is for.
import { useState } from "react";
import { Download, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { applicationsCsvPath } from "@/lib/client/api-client/application-client";
import { applicationStates, type ApplicationDto } from "@/lib/shared/validations/applications/application";
import { ApplicationCard } from "./application-card";
import { ApplicationFormDialog } from "./application-form-dialog";
import { CoverLetterDialog } from "./cover-letter/cover-letter-dialog";
import { DeleteApplicationDialog } from "./delete-application-dialog";
import { useApplications } from "./use-applications";

/** `isAiEnabled`: the `ai` toggle (docs/product.md §2), read by the page: "Write with AI" shows only when it is on. */
export function ApplicationsView({ isAiEnabled = false }: { isAiEnabled?: boolean }) {
  const t = useTranslations("Applications");
  const { state, reload, put, remove } = useApplications();
  const [editing, setEditing] = useState<{ application: ApplicationDto | null } | null>(null);
  const [deleting, setDeleting] = useState<ApplicationDto | null>(null);
  const [lettering, setLettering] = useState<ApplicationDto | null>(null);
  const applications = state.status === "ready" ? state.applications : [];
  const card = (application: ApplicationDto) => (
    <ApplicationCard
      application={application}
      onChanged={put}
      onEdit={(a) => setEditing({ application: a })}
      onDelete={setDeleting}
      onCoverLetter={setLettering}
    />
  );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold text-slate-900">{t("title")}</h1>
        {applications.length > 0 && (
          <a href={applicationsCsvPath} download className={buttonClasses({ variant: "outline" })}>
            <Download aria-hidden /> {t("export")}
          </a>
        )}
        <Button onClick={() => setEditing({ application: null })}>
          <Plus aria-hidden /> {t("add")}
        </Button>
      </div>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">{t("intro")}</p>

      {state.status === "loading" && (
        <p role="status" className="rounded-xl bg-white p-8 text-center text-slate-600">
          {t("loading")}
        </p>
      )}
      {state.status === "failed" && (
        <div role="alert" className="rounded-xl bg-white p-8 text-center">
          <p className="text-slate-700">{t("error")}</p>
          <Button variant="outline" className="mt-4" onClick={reload}>
            {t("retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" && applications.length === 0 && (
        <div className="rounded-xl bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">{t("emptyBody")}</p>
          <Button className="mt-6" onClick={() => setEditing({ application: null })}>
            <Plus aria-hidden /> {t("add")}
          </Button>
        </div>
      )}
      {applications.length > 0 && (
        <>
          <p className="mb-3 text-sm text-slate-600">{t("count", { count: applications.length })}</p>
          <ul aria-label={t("listLabel")} className="flex flex-col gap-3 lg:hidden" data-testid="applications-list">
            {applications.map((application) => (
              <li key={application.id}>{card(application)}</li>
            ))}
          </ul>
          <div
            role="region"
            aria-label={t("boardLabel")}
            className="hidden gap-3 lg:grid lg:grid-cols-5"
            data-testid="applications-board"
          >
            {applicationStates.map((column) => {
              const inColumn = applications.filter((a) => a.state === column);
              return (
                <section
                  key={column}
                  aria-labelledby={`applications-column-${column}`}
                  className="flex min-w-0 flex-col gap-2 rounded-xl bg-slate-200/60 p-2"
                >
                  <h2 id={`applications-column-${column}`} className="px-1 text-sm font-semibold text-slate-800">
                    {t(`states.${column}`)} <span className="font-normal text-slate-500">({inColumn.length})</span>
                  </h2>
                  {inColumn.length === 0 ? (
                    <p className="px-1 text-xs text-slate-500">{t("columnEmpty")}</p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {inColumn.map((application) => (
                        <li key={application.id}>{card(application)}</li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}

      <ApplicationFormDialog
        open={editing !== null}
        application={editing?.application ?? null}
        onClose={() => setEditing(null)}
        onSaved={put}
      />
      <DeleteApplicationDialog application={deleting} onClose={() => setDeleting(null)} onDeleted={remove} />
      {lettering && (
        <CoverLetterDialog
          key={lettering.id}
          application={lettering}
          isAiEnabled={isAiEnabled}
          onClose={() => setLettering(null)}
        />
      )}
    </>
  );
}
