"use client";
// The editor's tools (SPEC §2): content, layout adjustment, template, style, share settings, version history;
// undo / redo; download; and, when AI is on, the AI tools (translate opens their panel, optimise polishes the whole
// resume: issue 15).
// On a phone it is one row (the panels scroll sideways, undo / redo stay) and the rest folds behind "More", so the
// first field sits near the top of the screen.
import { useState } from "react";
import { Download, Ellipsis, Languages, Redo2, Sparkles, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { useAiEditor } from "./ai/ai-editor-context";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorStatus } from "./editor-status";

const editorPanels = ["content", "layout", "template", "style", "share", "history"] as const;
export type EditorPanel = (typeof editorPanels)[number] | "ai";

type Props = { panel: EditorPanel; onPanel: (panel: EditorPanel) => void; onDownload: () => void };

export function EditorToolbar({ panel, onPanel, onDownload }: Props) {
  const t = useTranslations("Editor.toolbar");
  const store = useEditorStore();
  const canUndo = useEditor((s) => s.canUndo);
  const canRedo = useEditor((s) => s.canRedo);
  const [moreOpen, setMoreOpen] = useState(false);
  const ai = useAiEditor();
  const panels: readonly EditorPanel[] = ai ? [...editorPanels, "ai"] : editorPanels;
  return (
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-2 py-1 lg:px-4 lg:py-2"
      data-testid="editor-toolbar"
    >
      <div
        role="tablist"
        aria-label={t("panels")}
        className="flex min-w-0 flex-1 gap-1 overflow-x-auto [scrollbar-width:none] lg:flex-none lg:flex-wrap"
      >
        {panels.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={panel === key}
            onClick={() => onPanel(key)}
            className={cn(
              "shrink-0 rounded-md px-2.5 py-1 text-sm whitespace-nowrap",
              panel === key ? "bg-brand-50 font-medium text-brand-800" : "text-slate-600 hover:bg-slate-100",
            )}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-1 lg:order-last">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("undo")}
          title={t("undo")}
          disabled={!canUndo}
          onClick={() => store.undo()}
        >
          <Undo2 aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("redo")}
          title={t("redo")}
          disabled={!canRedo}
          onClick={() => store.redo()}
        >
          <Redo2 aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t("more")}
          title={t("more")}
          aria-expanded={moreOpen}
          aria-controls="editor-more-tools"
          onClick={() => setMoreOpen(!moreOpen)}
        >
          <Ellipsis aria-hidden />
        </Button>
      </div>
      <div
        id="editor-more-tools"
        className={cn(
          "w-full flex-wrap items-center justify-end gap-1 lg:ml-auto lg:flex lg:w-auto",
          moreOpen ? "flex" : "hidden",
        )}
      >
        <EditorStatus />
        {ai && (
          <>
            <Button variant="ghost" size="sm" onClick={() => onPanel("ai")}>
              <Languages aria-hidden /> {t("aiTranslate")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={ai.isPolishing}
              onClick={() => ai.startPolish({ kind: "resume" })}
            >
              <Sparkles aria-hidden /> {t("aiOptimise")}
            </Button>
          </>
        )}
        <Button size="sm" onClick={onDownload}>
          <Download aria-hidden /> {t("download")}
        </Button>
      </div>
    </div>
  );
}
