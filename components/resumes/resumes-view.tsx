"use client";
// "My resumes" (docs/product.md §2): the list or the trash, one page at a time, with creating, sharing and deleting.
import { useState } from "react";
import { FilePlus2, Sparkles } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { StartDialog } from "@/components/dialogs/start-dialog";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { DownloadProgressCard } from "@/components/resume-download/download-progress-card";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/paged-list/pager";
import type { Locale } from "@/i18n/routing";
import { publicResumeUrl } from "@/lib/client/editor/resume-client";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { MakeVariantDialog } from "./make-variant-dialog";
import { ResumeCard } from "./resume-card";
import { ResumeGridSkeleton } from "./resume-grid-skeleton";
import { ResumeSamplesDialog } from "./resume-samples-dialog";
import { ShareDialog } from "./share-dialog";
import { useResumeActions } from "./use-resume-actions";
import { useResumeList, type ListKind } from "./use-resume-list";
import { useStartFlag } from "./use-start-flag";

/** `isAiEnabled`: the `ai` toggle, for the start dialog's AI choice (docs/product.md §2). */
export function ResumesView({ isPremium, isAiEnabled }: { isPremium: boolean; isAiEnabled: boolean }) {
  const t = useTranslations("Resumes");
  const locale = useLocale() as Locale;
  const [kind, setKind] = useState<ListKind>("active");
  const [page, setPage] = useState(1);
  const [startOpen, setStartOpen] = useState(false);
  useStartFlag(() => setStartOpen(true));
  const { state, reload, pages } = useResumeList(kind, page);
  const actions = useResumeActions(reload, isPremium);
  const switchTo = (next: ListKind) => {
    setKind(next);
    setPage(1);
  };
  const tab = (key: ListKind) => (
    <button
      type="button"
      role="tab"
      aria-selected={kind === key}
      onClick={() => switchTo(key)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${kind === key ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
    >
      {t(`tabs.${key}`)}
    </button>
  );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold text-slate-900">{t("title")}</h1>
        <div role="tablist" aria-label={t("tabs.label")} className="flex gap-1 rounded-lg bg-slate-200/70 p-1">
          {tab("active")}
          {tab("trash")}
        </div>
        <Button variant="outline" onClick={() => setStartOpen(true)}>
          <Sparkles aria-hidden /> {t("createOptions")}
        </Button>
        <Button onClick={() => void actions.createBlank()}>
          <FilePlus2 aria-hidden /> {t("createBlank")}
        </Button>
      </div>
      {kind === "trash" && <p className="mb-4 text-sm text-slate-600">{t("trashNote")}</p>}
      {state.status === "loading" && <ResumeGridSkeleton label={t("loading")} />}
      {state.status === "failed" && (
        <div role="alert" className="rounded-xl bg-white p-8 text-center">
          <p className="text-slate-700">{t("loadFailed")}</p>
          <Button variant="outline" className="mt-4" onClick={reload}>
            {t("retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" &&
        state.page.data.length === 0 &&
        (kind === "trash" ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-600">{t("trashEmpty")}</p>
        ) : (
          <div className="rounded-xl bg-white p-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t("empty.title")}</h2>
            <p className="mt-2 text-slate-600">{t("empty.body")}</p>
            <Button className="mt-6" onClick={() => setStartOpen(true)}>
              {t("empty.cta")}
            </Button>
          </div>
        ))}
      {state.status === "ready" && state.page.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {state.page.data.map((resume) => (
            <ResumeCard
              key={resume._id}
              resume={resume}
              inTrash={kind === "trash"}
              onAction={actions.onAction}
              onRename={actions.rename}
            />
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
      <StartDialog
        isAiEnabled={isAiEnabled}
        open={startOpen}
        onOpenChange={setStartOpen}
        onCreateBlank={() => {
          setStartOpen(false);
          void actions.createBlank();
        }}
      />
      <UpgradeDialog open={actions.upgradeOpen} onOpenChange={actions.setUpgradeOpen} />
      <ConfirmDeleteDialog
        name={actions.deleting?.name ?? null}
        onCancel={() => actions.setDeleting(null)}
        onConfirm={() => actions.deleting && void actions.remove(actions.deleting)}
      />
      <MakeVariantDialog resume={actions.converting} onClose={() => actions.setConverting(null)} onConverted={reload} />
      {actions.sharing && (
        <ShareDialog
          open
          onOpenChange={(open) => !open && actions.setSharing(null)}
          url={publicResumeUrl(window.location.origin, actions.sharing, locale)}
          isPublic={actions.sharing.config.isPublic}
          resumeId={actions.sharing._id}
        />
      )}
      <ResumeSamplesDialog
        check={actions.sampleCheck}
        onClose={() => actions.setSampleCheck(null)}
        onProceed={actions.proceedWithSamples}
      />
      <DownloadProgressCard progress={actions.progress} />
    </>
  );
}
