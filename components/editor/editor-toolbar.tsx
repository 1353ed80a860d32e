"use client";
// The editor's own slim bar (issue 21 item 4: the editor is a full-screen app, without the site's header): the way
// back to My resumes, the tools (docs/product.md §2: content, layout adjustment, template, style, share settings,
// version history, "What an ATS reads" (issue 25 item 1) and the AI tools, named "Check" when AI is off: the
// check without AI lives there, issue 27 item 2; a phone's grid fits eight short names), the save status, undo / redo and Download PDF. On a phone the
// first row keeps the way back, the save status, undo / redo and Download always in sight, and every tool is a named
// tab in a grid below it: nothing hides in a side-scroller or behind a menu.
import type { KeyboardEvent } from "react";
import { ArrowLeft, Download, Languages, Redo2, Sparkles, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/shared/utils/cn";
import { useAiEditor } from "./ai/ai-editor-context";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorStatus } from "./editor-status";

const editorPanels = ["content", "layout", "template", "style", "share", "history", "ats"] as const;
export type EditorPanel = (typeof editorPanels)[number] | "ai";

type Props = { panel: EditorPanel; onPanel: (panel: EditorPanel) => void; onDownload: () => void };

export function EditorToolbar({ panel, onPanel, onDownload }: Props) {
  const t = useTranslations("Editor.toolbar");
  const store = useEditorStore();
  const canUndo = useEditor((s) => s.canUndo);
  const canRedo = useEditor((s) => s.canRedo);
  const ai = useAiEditor();
  const panels: readonly EditorPanel[] = [...editorPanels, "ai"];
  return (
    <div
      className="flex shrink-0 flex-wrap items-center gap-x-1 gap-y-1 border-b border-slate-200 bg-white px-2 py-1 lg:flex-nowrap lg:gap-x-2 lg:px-3"
      data-testid="editor-toolbar"
    >
      <Link
        href="/resumes"
        aria-label={t("back")}
        title={t("back")}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        <span className="hidden xl:inline">{t("back")}</span>
      </Link>
      <PanelTabs panels={panels} panel={panel} onPanel={onPanel} label={t("panels")} isAiOn={ai !== null} />
      <EditorStatus className="line-clamp-2 min-w-0 flex-1 leading-tight lg:ml-auto lg:line-clamp-1 lg:max-w-64 lg:flex-none lg:text-right" />
      {(
        [
          ["undo", Undo2, canUndo],
          ["redo", Redo2, canRedo],
        ] as const
      ).map(([action, Icon, isEnabled]) => (
        <Button
          key={action}
          variant="ghost"
          size="icon"
          aria-label={t(action)}
          title={t(action)}
          disabled={!isEnabled}
          onClick={() => store[action]()}
        >
          <Icon aria-hidden />
        </Button>
      ))}
      {/* Shortcuts into the AI tools where there is room; on smaller screens the AI tools tab holds both. */}
      {ai && (
        <div className="hidden items-center gap-1 2xl:flex">
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
        </div>
      )}
      <Button size="sm" onClick={onDownload}>
        <Download aria-hidden /> {t("download")}
      </Button>
    </div>
  );
}

type TabsProps = {
  panels: readonly EditorPanel[];
  panel: EditorPanel;
  onPanel: (panel: EditorPanel) => void;
  label: string;
  isAiOn: boolean;
};

/** The tools as tabs: a grid of named tabs on a phone (below the first row), one row beside the way back from lg. */
function PanelTabs({ panels, panel, onPanel, label, isAiOn }: TabsProps) {
  const t = useTranslations("Editor.toolbar");
  const tc = useTranslations("Editor.resumeCheck");
  // Arrow keys, Home and End move between the tabs (and open them), as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = panels.indexOf(panel);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % panels.length
        : event.key === "ArrowLeft"
          ? (index - 1 + panels.length) % panels.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? panels.length - 1
              : -1;
    const target = panels[next];
    if (!target) return;
    event.preventDefault();
    onPanel(target);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]")[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="order-last grid w-full grid-cols-4 gap-1 pb-0.5 sm:flex sm:flex-wrap lg:order-none lg:w-auto lg:shrink-0 lg:flex-nowrap lg:pb-0"
    >
      {panels.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={panel === key}
          onClick={() => onPanel(key)}
          className={cn(
            "min-w-0 truncate rounded-md px-2 py-1 text-sm whitespace-nowrap lg:px-2.5",
            panel === key ? "bg-brand-50 font-medium text-brand-800" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {key === "ai" && !isAiOn ? tc("tab") : t(key)}
        </button>
      ))}
    </div>
  );
}
