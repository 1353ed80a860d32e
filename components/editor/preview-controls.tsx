"use client";
// Above the preview: zoom out / the size the paper is shown at / zoom in, "Fit width" and (from lg) "Whole page", the
// page count, and "Fit to 1 page" / "Fit to 2 pages" for a resume that runs over (docs/product.md §2 "Fit to N pages":
// one undoable edit, said in a toast with what changed and an Undo).
import { FoldVertical, Maximize, Minus, MoveHorizontal, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/shared/utils/cn";
import type { FitChanges, FitTarget } from "./fit-pages";

/** How the paper is sized: to the pane's width, the whole page in the pane, or by the zoom buttons / a pinch. */
export type PreviewFit = "width" | "page" | "custom";

/** What "fit to N pages" did: nothing to do, no setting fits, or a fit applied with what changed and its undo. */
export type FitOutcome =
  { kind: "already" } | { kind: "cannot" } | { kind: "fitted"; pages: number; changes: FitChanges; undo: () => void };

type Props = {
  /** The share of the real (A4 at 96 dpi) size the paper is shown at, 1 = 100 %. */
  scale: number;
  fit: PreviewFit;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: (fit: "width" | "page") => void;
  pages: number;
  /** Applies the loosest setting that lays the resume out on `target` pages, if there is one. */
  onFitPages: (target: FitTarget) => FitOutcome;
};

export function PreviewControls({ scale, fit, onZoomIn, onZoomOut, onFit, pages, onFitPages }: Props) {
  const t = useTranslations("Editor.previewTools");
  const fitPages = (target: FitTarget) => {
    const outcome = onFitPages(target);
    if (outcome.kind === "already") return toast.info(t("alreadyFits", { count: target }));
    if (outcome.kind === "cannot") return toast.warning(t("cannotFit", { count: target }));
    const { spacing, lineHeight, text } = outcome.changes;
    const changes = [
      spacing && t("changeSpacing"),
      lineHeight && t("changeLineHeight", lineHeight),
      text && t("changeText", text),
    ].filter(Boolean);
    toast.success(t("fitted", { count: outcome.pages, changes: changes.join(t("changeSeparator")) }), {
      action: { label: t("undo"), onClick: outcome.undo },
      // Long enough to read what changed and take it back.
      duration: 10_000,
    });
  };
  const percent = Math.round(scale * 100);
  // Pressed shows which sizing is on, so "Fit width" is never a click that seems to do nothing.
  const fitButton = (key: "width" | "page") =>
    cn(
      "h-9 rounded-md px-2.5 text-sm",
      fit === key ? "bg-white font-medium text-slate-900 shadow-sm" : "text-slate-700",
    );
  return (
    <div
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 bg-slate-100 py-2"
      role="toolbar"
      aria-label={t("label")}
    >
      <Button variant="outline" size="icon" aria-label={t("zoomOut")} title={t("zoomOut")} onClick={onZoomOut}>
        <Minus aria-hidden />
      </Button>
      <output
        className="w-12 text-center text-sm text-slate-700 tabular-nums"
        aria-live="polite"
        aria-label={t("zoom", { percent })}
        title={t("zoom", { percent })}
        data-testid="preview-zoom"
      >
        {percent}%
      </output>
      <Button variant="outline" size="icon" aria-label={t("zoomIn")} title={t("zoomIn")} onClick={onZoomIn}>
        <Plus aria-hidden />
      </Button>
      <div className="flex gap-0.5 rounded-lg bg-slate-200/70 p-0.5">
        <button
          type="button"
          aria-pressed={fit === "width"}
          className={fitButton("width")}
          onClick={() => onFit("width")}
        >
          <MoveHorizontal aria-hidden className="mr-1 inline size-4 align-[-3px]" />
          {t("fitWidth")}
        </button>
        {/* On a phone the width already shows the whole page. */}
        <button
          type="button"
          aria-pressed={fit === "page"}
          className={cn(fitButton("page"), "hidden lg:inline-block")}
          onClick={() => onFit("page")}
        >
          <Maximize aria-hidden className="mr-1 inline size-4 align-[-3px]" />
          {t("fitPage")}
        </button>
      </div>
      <span className="ml-auto text-xs text-slate-700">{t("pages", { count: pages })}</span>
      {pages > 1 &&
        ([1, 2] as const).map((target) => (
          <Button key={target} variant="outline" size="sm" onClick={() => fitPages(target)}>
            <FoldVertical aria-hidden /> {t("fitPages", { count: target })}
          </Button>
        ))}
    </div>
  );
}
