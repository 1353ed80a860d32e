"use client";
// The history kept on the server (issue 21 item 15), which every device the user signs in on sees: each copy with its
// time, why it was taken and how big it was, a preview and a restore behind a confirmation. Loading, empty and error
// states; on a phone each row wraps its buttons under its text.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Cloud } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import type { ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import { useEditorStore } from "./editor-context";
import { HistorySection } from "./history-section";
import { SnapshotDialog, type SnapshotDialogState } from "./snapshot-dialog";
import { useServerHistory } from "./use-server-history";

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

export function ServerHistory({ resumeId, refresh }: { resumeId: string; refresh: number }) {
  const t = useTranslations("Editor.history.server");
  const store = useEditorStore();
  const { list, retry, restore } = useServerHistory(resumeId, store, refresh);
  const [dialog, setDialog] = useState<SnapshotDialogState>(null);

  const onRestore = async (snapshot: ResumeSnapshotSummaryDto) => {
    const outcome = await restore(snapshot.id);
    if (outcome === "restored") toast.success(t("restored", { time: formatUpdatedAt(snapshot.createdAt) }));
    else toast.error(t(outcome === "conflict" ? "conflict" : outcome === "unsaved" ? "unsaved" : "failed"));
  };

  return (
    <HistorySection
      id="history-server"
      icon={<Cloud aria-hidden className="size-4 text-sky-600" />}
      heading={t("heading")}
      note={t("note")}
    >
      {list.status === "loading" && (
        <p role="status" className="py-2 text-sm text-slate-500">
          {t("loading")}
        </p>
      )}
      {list.status === "error" && (
        <div role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-700">
          <span className="mr-auto">{t("error")}</span>
          <Button variant="outline" size="sm" onClick={retry}>
            {t("retry")}
          </Button>
        </div>
      )}
      {list.status === "ready" && list.snapshots.length === 0 && (
        <p className="py-2 text-sm text-slate-500">{t("empty")}</p>
      )}
      {list.status === "ready" && list.snapshots.length > 0 && (
        <ol className="divide-y divide-slate-100" data-testid="server-history-list">
          {list.snapshots.map((snapshot) => (
            <li key={snapshot.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
              <div className="mr-auto min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums text-slate-700">{formatUpdatedAt(snapshot.createdAt)}</span>
                  <span className="rounded bg-sky-50 px-1.5 py-0.5 text-xs text-sky-800">
                    {t(`reasons.${snapshot.reason}`)}
                  </span>
                </div>
                <p className="truncate text-xs text-slate-500">
                  {t("summary", {
                    name: snapshot.name,
                    sections: snapshot.summary.sections,
                    items: snapshot.summary.items,
                    size: kilobytes(snapshot.size),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setDialog({ snapshot, step: "preview" })}>
                  {t("preview")}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDialog({ snapshot, step: "confirm" })}>
                  {t("restore")}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <SnapshotDialog resumeId={resumeId} state={dialog} onState={setDialog} onRestore={onRestore} />
    </HistorySection>
  );
}
