"use client";
// The editor's tools (SPEC §2): content, layout adjustment, template, style, share settings, version history;
// undo / redo; download; and the AI translate / optimise slots, visible but disabled until the AI issue lands.
import { Download, Languages, Redo2, Sparkles, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorStatus } from "./editor-status";

export const editorPanels = ["content", "layout", "template", "style", "share", "history"] as const;
export type EditorPanel = (typeof editorPanels)[number];

type Props = { panel: EditorPanel; onPanel: (panel: EditorPanel) => void; onDownload: () => void };

export function EditorToolbar({ panel, onPanel, onDownload }: Props) {
  const t = useTranslations("Editor.toolbar");
  const store = useEditorStore();
  const canUndo = useEditor((s) => s.canUndo);
  const canRedo = useEditor((s) => s.canRedo);
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
      <div role="tablist" aria-label={t("panels")} className="flex flex-wrap gap-1">
        {editorPanels.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={panel === key} onClick={() => onPanel(key)}
            className={cn("rounded-md px-2.5 py-1 text-sm", panel === key ? "bg-brand-50 font-medium text-brand-800" : "text-slate-600 hover:bg-slate-100")}>
            {t(key)}
          </button>
        ))}
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <EditorStatus />
        <Button variant="ghost" size="icon" aria-label={t("undo")} title={t("undo")} disabled={!canUndo} onClick={() => store.undo()}><Undo2 aria-hidden /></Button>
        <Button variant="ghost" size="icon" aria-label={t("redo")} title={t("redo")} disabled={!canRedo} onClick={() => store.redo()}><Redo2 aria-hidden /></Button>
        <Button variant="ghost" size="sm" disabled title={t("soon")}><Languages aria-hidden /> {t("aiTranslate")}</Button>
        <Button variant="ghost" size="sm" disabled title={t("soon")}><Sparkles aria-hidden /> {t("aiOptimise")}</Button>
        <Button size="sm" onClick={onDownload}><Download aria-hidden /> {t("download")}</Button>
      </div>
    </div>
  );
}
