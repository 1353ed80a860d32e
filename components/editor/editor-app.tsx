"use client";
// The editor (/editor/{id}), a full-screen app: its bar, forms on the left, the live preview on the right (tabs
// Edit / Preview on small screens), the tool panels, the conflict and draft banners. State lives in lib/client/editor; this
// file only lays out.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { DownloadProgressCard } from "@/components/resume-download/download-progress-card";
import { useDownloadOnReturn } from "@/components/resume-download/use-download-on-return";
import { useResumeDownload } from "@/components/resume-download/use-resume-download";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantSummaryDto } from "@/lib/shared/validations/resumes/variant";
import { cn } from "@/lib/shared/utils/cn";
import { AiEditorProvider } from "./ai/ai-editor-context";
import { BasicInfoForm } from "./basic-info-form";
import { ConflictBanner } from "./conflict-banner";
import { DraftBanner } from "./draft-banner";
import { EditorProvider, useEditor } from "./editor-context";
import { EditorToolbar, type EditorPanel } from "./editor-toolbar";
import { focusField } from "./focus-field";
import { HistoryPanel } from "./history-panel";
import { LayoutPanel } from "./layout-panel";
import { LinksForm } from "./links-form";
import { PreviewPane } from "./preview-pane";
import { ReviewProvider } from "./review/review-context";
import type { ReviewStore } from "./review/review-store";
import { useParseReview } from "./review/use-parse-review";
import { SectionsList } from "./sections-list";
import { SampleWarningDialog, useSampleWarning } from "./sample-warning";
import { SharePanel } from "./share-panel";
import { StylePanel } from "./style-panel";
import { TemplatePanel } from "./template-panel";
import { useEditorSession } from "./use-editor-session";
import { useEditorShortcuts } from "./use-editor-shortcuts";
import { useLeaveGuard } from "./use-leave-guard";
import { VariantProvider } from "./variant/variant-context";
import { VariantLine } from "./variant/variant-line";

// The AI tools load only when their panel opens (issue 15): the editor's first load stays as it was.
const AiPanel = dynamic(() => import("./ai/ai-panel").then((mod) => mod.AiPanel), { ssr: false });
// Likewise the review banner of an uploaded resume (issue 14 item 5): only for a resume with fields to check.
const ReviewBanner = dynamic(() => import("./review/review-banner").then((mod) => mod.ReviewBanner), { ssr: false });
// And the banner of a linked translation (issue 27 item 1): only for a copy that follows its source.
const LinkedTranslationBanner = dynamic(
  () => import("./translation/linked-translation-banner").then((mod) => mod.LinkedTranslationBanner),
  { ssr: false },
);
// And the banner of a variant (issue 26 item 1): only for a resume that follows a master.
const VariantBanner = dynamic(() => import("./variant/variant-banner").then((mod) => mod.VariantBanner), {
  ssr: false,
});
// And "What an ATS reads" (issue 25 item 1), when its panel opens.
const AtsCheckPanel = dynamic(() => import("./ats-check/ats-check-panel").then((mod) => mod.AtsCheckPanel), {
  ssr: false,
});

type Props = {
  resume: ResumeDto;
  isPremium: boolean;
  openConfig: boolean;
  isAiEnabled?: boolean;
  /** The resume came from an upload and has fields the parser was unsure of, not yet accepted or edited. */
  hasParseReview?: boolean;
  /** Open "What an ATS reads" (issue 25 item 1): the download notice of My resumes links here. */
  openAtsCheck?: boolean;
  /** The resume is a translation linked to its source (issue 27 item 1). */
  isLinkedTranslation?: boolean;
  /** The resume is a variant of a master (issue 26 item 1); else `variants` are its own variants. */
  isVariant?: boolean;
  variants?: VariantSummaryDto[];
};

export function EditorApp({
  resume,
  isPremium,
  openConfig,
  isAiEnabled = false,
  hasParseReview = false,
  openAtsCheck = false,
  isLinkedTranslation = false,
  isVariant = false,
  variants = [],
}: Props) {
  const session = useEditorSession(resume);
  const review = useParseReview(resume._id, hasParseReview);
  return (
    <EditorProvider store={session.store}>
      <AiEditorProvider isAiEnabled={isAiEnabled}>
        <ReviewProvider store={review}>
          <VariantProvider resumeId={isVariant ? resume._id : null} flush={session.flush}>
            <EditorLayout
              resume={resume}
              isPremium={isPremium}
              openConfig={openConfig}
              openAtsCheck={openAtsCheck}
              isLinkedTranslation={isLinkedTranslation}
              isVariant={isVariant}
              variants={variants}
              session={session}
              review={review}
            />
          </VariantProvider>
        </ReviewProvider>
      </AiEditorProvider>
    </EditorProvider>
  );
}

function EditorLayout({
  resume,
  isPremium,
  openConfig,
  openAtsCheck,
  isLinkedTranslation,
  isVariant,
  variants = [],
  session,
  review,
}: Props & { session: ReturnType<typeof useEditorSession>; review: ReviewStore | null }) {
  const t = useTranslations("Editor");
  const [panel, setPanel] = useState<EditorPanel>(openConfig ? "share" : openAtsCheck ? "ats" : "content");
  // "What an ATS reads" opened from the download notice checks the layout just downloaded; each opening checks anew.
  const [atsCheck, setAtsCheck] = useState<{ format: "one" | "two"; opened: number }>({ format: "two", opened: 0 });
  const [view, setView] = useState<"edit" | "preview">("edit");
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Whether the upgrade was asked for by Download PDF: after paying, the buyer comes back and the download starts.
  const [upgradeForDownload, setUpgradeForDownload] = useState(false);
  const download = useResumeDownload();
  const samples = useSampleWarning(session.store);
  const conflict = useEditor((s) => s.conflict);
  useEditorShortcuts(session.store);
  useLeaveGuard(session.store, session.flush, t("leave"));
  const onUpgrade = () => {
    setUpgradeForDownload(false);
    setUpgradeOpen(true);
  };
  const onUpgradeForDownload = () => {
    setUpgradeForDownload(true);
    setUpgradeOpen(true);
  };
  // On a phone a tool chosen while the preview shows must show that tool, not leave the user on the preview.
  const choosePanel = (next: EditorPanel) => {
    setPanel(next);
    setView("edit");
  };
  // A resume check finding (issue 27 item 2): the content forms open and the keyboard goes to its field.
  const showField = (target: FieldTarget) => {
    choosePanel("content");
    requestAnimationFrame(() => focusField(target));
  };
  const onDownload = () => {
    if (!isPremium) return onUpgradeForDownload();
    samples.confirm("download", () => {
      // flush() is undefined until autosave has started (an effect after the first render): a click that early still
      // downloads (it was lost before: a browser test clicked 0.3 s after the page loaded and no download came).
      void Promise.resolve(session.flush()).then(() =>
        download.start({
          endpoint: `/api/download/${resume._id}`,
          format: "two",
          fallbackName: session.store.getState().doc.name,
          onPremiumRequired: onUpgradeForDownload,
          successAction: {
            label: t("atsCheck.afterDownload"),
            onClick: () => {
              setAtsCheck((current) => ({ format: "two", opened: current.opened + 1 }));
              choosePanel("ats");
            },
          },
        }),
      );
    });
  };
  useDownloadOnReturn(isPremium && session.autosave !== null, onDownload);

  return (
    // The whole viewport and no more (issue 21 item 4): the bar, any banner, then the panes, each scrolling inside
    // itself; the document never scrolls. The site's header, banners and footer are not shown here (app/globals.css).
    // `relative` on the box and the panes: an absolutely placed element inside them (screen-reader-only labels) would
    // otherwise be placed against the page and stretch it past the viewport (24 px at 390 px in a browser test).
    <div
      className="relative flex h-dvh flex-col overflow-hidden bg-slate-100"
      data-editor-app
      onBlur={() => void session.flush()}
    >
      <h1 className="sr-only">{t("title")}</h1>
      <EditorToolbar panel={panel} onPanel={choosePanel} onDownload={onDownload} />
      {/* The banners take at most about half the height (the conflict one can open a preview), so the panes keep
          room and the banners' own buttons stay reachable. */}
      {(conflict || session.draft) && (
        <div className="max-h-[45dvh] shrink-0 overflow-y-auto">
          {conflict && (
            <ConflictBanner current={conflict} onKeepMine={session.keepMine} onLoadTheirs={session.loadTheirs} />
          )}
          {session.draft && (
            <DraftBanner
              savedAt={session.draft.savedAt}
              onRestore={session.restoreDraft}
              onDiscard={session.discardDraft}
            />
          )}
        </div>
      )}
      <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(380px,5fr)_7fr]">
        <div
          data-testid="editor-forms"
          className={cn(
            "relative min-h-0 space-y-3 overflow-y-auto overscroll-contain p-2 sm:p-4 lg:block lg:space-y-4",
            view === "edit" ? "block" : "hidden",
          )}
        >
          {panel === "content" && (
            <>
              {review && <ReviewBanner store={review} />}
              {isLinkedTranslation && <LinkedTranslationBanner resumeId={resume._id} flush={session.flush} />}
              {/* A master's variants above its forms; a resume with none offers "Make a variant" below them, so the
                  first field keeps its place near the top of a phone (editor-fullscreen.spec.ts). */}
              {isVariant ? (
                <VariantBanner />
              ) : (
                variants.length > 0 && <VariantLine resumeId={resume._id} variants={variants} flush={session.flush} />
              )}
              <BasicInfoForm />
              <LinksForm />
              <SectionsList />
              {!isVariant && variants.length === 0 && (
                <VariantLine resumeId={resume._id} variants={variants} flush={session.flush} />
              )}
            </>
          )}
          {panel === "layout" && <LayoutPanel />}
          {panel === "template" && <TemplatePanel isPremium={isPremium} onUpgrade={onUpgrade} />}
          {panel === "style" && <StylePanel />}
          {panel === "share" && (
            <SharePanel
              isPremium={isPremium}
              onUpgrade={onUpgrade}
              customUrlError={session.customUrlError}
              onCustomUrl={() => void session.flush()}
              confirmSamples={samples.confirm}
              onShowField={showField}
            />
          )}
          {panel === "history" && <HistoryPanel resumeId={resume._id} refresh={session.historyTick} />}
          {panel === "ai" && <AiPanel resumeId={resume._id} flush={session.flush} onShowField={showField} />}
          {panel === "ats" && (
            <AtsCheckPanel
              key={atsCheck.opened}
              resumeId={resume._id}
              isPremium={isPremium}
              flush={session.flush}
              onUpgrade={onUpgrade}
              initialFormat={atsCheck.format}
            />
          )}
        </div>
        <div
          data-testid="editor-preview-pane"
          data-preview-scroller
          className={cn(
            "relative min-h-0 overflow-y-auto overscroll-contain px-2 pb-2 sm:px-4 sm:pb-4 lg:block",
            view === "preview" ? "block" : "hidden",
          )}
        >
          <PreviewPane label={t("preview")} />
        </div>
      </div>
      {/* Phones: Edit / Preview at the bottom of the screen, where the thumb is and where it costs no height above the
          first field. */}
      <div
        role="tablist"
        aria-label={t("views.label")}
        className="flex shrink-0 gap-1 border-t border-slate-200 bg-white px-4 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] lg:hidden"
      >
        {(["edit", "preview"] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={view === key}
            onClick={() => setView(key)}
            className={cn(
              "flex-1 rounded-md py-2 text-sm",
              view === key ? "bg-slate-900 text-white" : "text-slate-700",
            )}
          >
            {t(`views.${key}`)}
          </button>
        ))}
      </div>
      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        returnTo={{ resumeId: resume._id, download: upgradeForDownload }}
      />
      <SampleWarningDialog pending={samples.pending} onClose={samples.close} />
      <DownloadProgressCard progress={download.progress} />
    </div>
  );
}
