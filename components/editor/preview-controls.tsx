"use client";
// Above the preview: zoom out / fit width / zoom in, the page count, and "fit to one page" for a resume that runs
// over (SPEC §2 spacing presets, applied as one undoable edit).
import { FoldVertical, Minus, MoveHorizontal, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

const STEP = 0.25;

/** `onFitOnePage` applies the loosest spacing that fits one page and answers whether there was one. */
type Props = { zoom: number; onZoom: (zoom: number) => void; pages: number; onFitOnePage: () => boolean };

export function PreviewControls({ zoom, onZoom, pages, onFitOnePage }: Props) {
  const t = useTranslations("Editor.previewTools");
  const fitOnePage = () => (onFitOnePage() ? toast.success(t("fitted")) : toast.warning(t("cannotFit")));
  return (
    <div className="mb-2 flex flex-wrap items-center gap-1" role="toolbar" aria-label={t("label")}>
      <Button
        variant="outline"
        size="icon"
        aria-label={t("zoomOut")}
        title={t("zoomOut")}
        onClick={() => onZoom(zoom - STEP)}
      >
        <Minus aria-hidden />
      </Button>
      <output
        className="w-14 text-center text-sm text-slate-700 tabular-nums"
        aria-live="polite"
        data-testid="preview-zoom"
      >
        {Math.round(zoom * 100)}%
      </output>
      <Button
        variant="outline"
        size="icon"
        aria-label={t("zoomIn")}
        title={t("zoomIn")}
        onClick={() => onZoom(zoom + STEP)}
      >
        <Plus aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onZoom(1)}>
        <MoveHorizontal aria-hidden /> {t("fitWidth")}
      </Button>
      <span className="ml-auto text-xs text-slate-700">{t("pages", { count: pages })}</span>
      {pages > 1 && (
        <Button variant="outline" size="sm" onClick={fitOnePage}>
          <FoldVertical aria-hidden /> {t("fitOnePage")}
        </Button>
      )}
    </div>
  );
}
