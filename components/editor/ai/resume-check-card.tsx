"use client";
// The resume check without AI (issue 27 items 2-4): the findings of lib/shared/resume-check on the live document,
// grouped by kind with counts (never a percentage), each a button that takes the keyboard to its field, each with
// "Dismiss", remembered in the resume's config (ZResumeConfig.checkDismissed) through the store like any config edit.
// Shown with AI on or off: nothing here calls the server.
import { useDeferredValue, useMemo } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import { checkResume } from "@/lib/shared/resume-check/check-resume";
import { MAX_DISMISSED } from "@/lib/shared/resume-check/limits";
import { checkKinds, type CheckKind, type FieldTarget, type Finding } from "@/lib/shared/resume-check/types";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { EditorCard } from "../editor-card";
import { useEditor, useEditorStore } from "../editor-context";

const NONE: readonly string[] = [];

type Props = {
  /** The job description of "Tailor to a job" (issue 27 item 4): its missing keywords become findings. */
  jobDescription: string;
  onShowField: (target: FieldTarget) => void;
};

export function ResumeCheckCard({ jobDescription, onShowField }: Props) {
  const t = useTranslations("Editor.resumeCheck");
  const store = useEditorStore();
  const data = useEditor((s) => s.doc.data);
  const lang = useEditor((s) => s.doc.config.lang);
  const emailIsHidden = useEditor((s) => s.doc.config.emailIsHidden);
  const cellphoneIsHidden = useEditor((s) => s.doc.config.cellphoneIsHidden);
  const dismissed = useEditor((s) => s.doc.config.checkDismissed ?? NONE);
  // Checked in a background render: typing never waits for the check, and the first render shows "Checking…".
  const deferredData = useDeferredValue<TResumeData | null>(data, null);
  const deferredJob = useDeferredValue(jobDescription);
  const findings = useMemo(
    () =>
      deferredData &&
      checkResume({
        data: deferredData,
        config: { lang, emailIsHidden, cellphoneIsHidden },
        jobDescription: deferredJob,
      }),
    [deferredData, lang, emailIsHidden, cellphoneIsHidden, deferredJob],
  );
  const shown = useMemo(
    () => findings?.filter((finding) => !dismissed.includes(finding.id)) ?? [],
    [findings, dismissed],
  );
  const hidden = findings ? findings.length - shown.length : 0;

  const dismiss = (finding: Finding) => {
    // Ids no finding has any more go (the text was fixed), so the list stays short; the newest are kept.
    const live = new Set(findings?.map((f) => f.id));
    const next = [...dismissed.filter((id) => live.has(id) && id !== finding.id), finding.id].slice(-MAX_DISMISSED);
    store.edit(ops.setConfig({ checkDismissed: next }));
  };
  const removeFontSize = (target: FieldTarget) => {
    const { sectionId, itemIndex } = target;
    if (sectionId === undefined) return;
    if (itemIndex === undefined) return store.edit(ops.setSectionStyle(sectionId, "fontSize", ""));
    const item = store.getState().doc.data.sections.find((s) => s.id === sectionId)?.data[itemIndex];
    if (!item) return;
    const styles = { ...item.styles };
    delete styles.fontSize;
    store.edit(ops.setItem(sectionId, itemIndex, { styles }));
  };

  return (
    <EditorCard id="resume-check" title={t("title")}>
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      <div aria-live="polite" aria-busy={findings === null} data-testid="resume-check">
        {findings === null ? (
          <p className="text-sm text-slate-500">{t("checking")}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm font-medium text-emerald-700">{t("none")}</p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-800">{t("count", { count: shown.length })}</p>
            <KindCounts findings={shown} />
          </>
        )}
      </div>
      {shown.length > 0 && (
        <div className="mt-3 space-y-4">
          {checkKinds.map((kind) => {
            const group = shown.filter((finding) => finding.kind === kind);
            return group.length === 0 ? null : (
              <FindingGroup
                key={kind}
                kind={kind}
                findings={group}
                onShowField={onShowField}
                onDismiss={dismiss}
                onRemoveFontSize={removeFontSize}
              />
            );
          })}
        </div>
      )}
      {hidden > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {t("dismissed", { count: hidden })}
          <Button size="sm" variant="ghost" onClick={() => store.edit(ops.setConfig({ checkDismissed: [] }))}>
            {t("restore")}
          </Button>
        </p>
      )}
      {!jobDescription.trim() && <p className="mt-3 text-xs text-slate-500">{t("jobHint")}</p>}
    </EditorCard>
  );
}

function KindCounts({ findings }: { findings: Finding[] }) {
  const t = useTranslations("Editor.resumeCheck");
  const counts = checkKinds
    .map((kind) => [kind, findings.filter((finding) => finding.kind === kind).length] as const)
    .filter(([, count]) => count > 0);
  return (
    <ul aria-label={t("byKind")} className="mt-2 flex flex-wrap gap-1.5" data-testid="resume-check-counts">
      {counts.map(([kind, count]) => (
        <li key={kind} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {t(`kinds.${kind}`)} <span className="font-semibold">{count}</span>
        </li>
      ))}
    </ul>
  );
}

type GroupProps = {
  kind: CheckKind;
  findings: Finding[];
  onShowField: (target: FieldTarget) => void;
  onDismiss: (finding: Finding) => void;
  onRemoveFontSize: (target: FieldTarget) => void;
};

function FindingGroup({ kind, findings, onShowField, onDismiss, onRemoveFontSize }: GroupProps) {
  const t = useTranslations("Editor.resumeCheck");
  const tm = useTranslations();
  const sections = useEditor((s) => s.doc.data.sections);
  const placeOf = (target: FieldTarget) => {
    if (target.sectionId === undefined) return t("place.basic");
    const section = sections.find((s) => s.id === target.sectionId);
    const name = section?.name ?? "";
    if (target.itemIndex === undefined) return t("place.section", { section: name });
    const item = section?.data[target.itemIndex];
    return t("place.item", { section: name, item: item?.title.trim() || t("place.untitled") });
  };
  const headingId = `resume-check-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(`kinds.${kind}`)} ({findings.length})
      </h3>
      <ul className="space-y-2">
        {findings.map((finding) => {
          // Keys come from the rules (typed against messages/en.json by MessageKey); values are the rule's own.
          const why = tm(finding.why.key, finding.why.values);
          const place = placeOf(finding.target);
          return (
            <li
              key={finding.id}
              data-testid="resume-check-finding"
              data-rule={finding.rule}
              className="flex items-start gap-1 rounded-lg border border-slate-200 p-2"
            >
              <button
                type="button"
                onClick={() => onShowField(finding.target)}
                className="min-w-0 flex-1 rounded text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="block text-xs text-slate-500">{place}</span>
                <span className="block font-medium break-words text-slate-900">{why}</span>
                {finding.excerpt && (
                  <span className="mt-0.5 block break-words text-xs text-slate-500 italic">{finding.excerpt}</span>
                )}
                <span className="mt-0.5 block break-words text-slate-700">
                  <span className="font-medium">{t("fixLabel")}</span> {tm(finding.fix.key, finding.fix.values)}
                </span>
                {/* The name is the visible text (WCAG 2.5.3, axe label-content-name-mismatch); only the action is added. */}
                <span className="sr-only">{t("goTo", { place })}</span>
              </button>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("dismissLabel", { why })}
                  title={t("dismiss")}
                  onClick={() => onDismiss(finding)}
                >
                  <X aria-hidden />
                </Button>
                {finding.rule === "tinyFont" && (
                  <Button size="sm" variant="outline" onClick={() => onRemoveFontSize(finding.target)}>
                    {t("removeFontSize")}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
