"use client";
// Version history (docs/product.md §3, §9), in two lists told apart by their headings: the copies the server keeps,
// which every device sees (server-history.tsx, issue 21 item 15), and the last 50 saved versions of this resume in this
// browser only, newest first, each with its time and operation; preview one (the same ResumeDocument) and restore it (a
// new edit, so undo brings back what was there).
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Monitor } from "lucide-react";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { browserHistoryBackend } from "@/lib/client/editor/history/idb-history-backend";
import { listHistory, type HistoryRecord } from "@/lib/client/editor/history/history-records";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import { useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { HistorySection } from "./history-section";
import { ScaledPreview } from "./preview-pane";
import { ServerHistory } from "./server-history";

export function HistoryPanel({ resumeId, refresh }: { resumeId: string; refresh: number }) {
  const t = useTranslations("Editor.history");
  const store = useEditorStore();
  const [records, setRecords] = useState<HistoryRecord[] | null>(null);
  const [preview, setPreview] = useState<HistoryRecord | null>(null);
  useEffect(() => {
    let live = true;
    listHistory(browserHistoryBackend(), resumeId).then(
      (list) => live && setRecords(list),
      () => live && setRecords([]),
    );
    return () => {
      live = false;
    };
  }, [resumeId, refresh]);
  const restore = (record: HistoryRecord) => {
    store.replace(record.doc, null, "restore");
    setPreview(null);
  };
  return (
    <EditorCard title={t("title")} id="history">
      <ServerHistory resumeId={resumeId} refresh={refresh} />
      <HistorySection
        id="history-local"
        icon={<Monitor aria-hidden className="size-4 text-slate-500" />}
        heading={t("localHeading")}
        note={t("note")}
        className="mt-5 border-t border-slate-200 pt-4"
      >
        {records?.length === 0 && <p className="text-sm text-slate-500">{t("empty")}</p>}
        <ol className="divide-y divide-slate-100" data-testid="history-list">
          {records?.map((record) => (
            <li key={record.key} className="flex items-center gap-2 py-2 text-sm">
              <span className="tabular-nums text-slate-700">{formatUpdatedAt(new Date(record.at).toISOString())}</span>
              <span className="mr-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                {t(`ops.${record.operation}`)}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setPreview(record)}>
                {t("preview")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => restore(record)}>
                {t("restore")}
              </Button>
            </li>
          ))}
        </ol>
      </HistorySection>
      <DialogShell
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={t("previewTitle")}
        description={preview ? formatUpdatedAt(new Date(preview.at).toISOString()) : ""}
        closeLabel={t("close")}
      >
        {preview && (
          <>
            <div className="max-h-[60dvh] overflow-y-auto rounded border border-slate-200 bg-slate-50">
              <ScaledPreview data={preview.doc.data} config={preview.doc.config} label={t("previewTitle")} />
            </div>
            <Button className="mt-4 w-full" onClick={() => restore(preview)}>
              {t("restore")}
            </Button>
          </>
        )}
      </DialogShell>
    </EditorCard>
  );
}
