"use client";
// The live preview: the same ResumeDocument as the PDF and the public page, with the page breaks marked. It renders
// in the same task as the keystroke (no useDeferredValue): with doc-ops keeping untouched sections and items by
// reference and the template's sections and items memoised, a keystroke re-renders one entry, which is cheaper than
// the extra frame and task a deferred render costs (docs/benchmarks.md, editor).
import { memo, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ResumeDocument } from "@/components/resume/resume-document";
import type { TResumeConfig, TResumeData } from "@/lib/validations/resume/document";
import { useEditor } from "./editor-context";

const MM_PX = 96 / 25.4;
const PAGE_WIDTH_PX = 794;
/** An A4 page and the gap the resume stylesheet puts between pages on screen (.rs-book: 297 mm rows, 8 mm gap). */
const PAGE_HEIGHT_PX = 297 * MM_PX;
const PAGE_GAP_PX = 8 * MM_PX;

const Document = memo(function Document({ data, config }: { data: TResumeData; config: TResumeConfig }) {
  return <ResumeDocument data={data} config={config} />;
});

export function PreviewPane({ label }: { label: string }) {
  const data = useEditor((s) => s.doc.data);
  const config = useEditor((s) => s.doc.config);
  return <ScaledPreview data={data} config={config} label={label} />;
}

type Box = { scale: number; height: number | undefined; pages: number };

/** Scales an A4-wide document down to the width available (never up) and marks where each page ends. */
export function ScaledPreview({ data, config, label }: { data: TResumeData; config: TResumeConfig; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const doc = useRef<HTMLDivElement>(null);
  const [{ scale, height, pages }, setBox] = useState<Box>({ scale: 1, height: undefined, pages: 1 });
  useEffect(() => {
    const outer = box.current;
    const content = doc.current;
    if (!outer || !content) return;
    // Runs after layout (ResizeObserver), so reading sizes forces no extra layout; state changes only when a size
    // does, not on every keystroke.
    const measure = () => {
      const nextScale = Math.min(1, (outer.clientWidth - 16) / PAGE_WIDTH_PX);
      const contentHeight = content.offsetHeight;
      const nextPages = Math.max(1, Math.round((contentHeight + PAGE_GAP_PX) / (PAGE_HEIGHT_PX + PAGE_GAP_PX)));
      const nextHeight = contentHeight * nextScale;
      setBox((old) => (old.scale === nextScale && old.height === nextHeight && old.pages === nextPages ? old : { scale: nextScale, height: nextHeight, pages: nextPages }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="region" aria-label={label} className="w-full overflow-hidden" style={{ height }}>
      <div data-testid="resume-preview" data-pages={pages} className="relative mx-auto origin-top-left" style={{ width: PAGE_WIDTH_PX, transform: `scale(${scale})`, marginLeft: `max(8px, calc((100% - ${PAGE_WIDTH_PX * scale}px) / 2))` }}>
        {/* Measured on its own: the page marks beside it must not count towards the height. */}
        <div ref={doc}><Document data={data} config={config} /></div>
        <PageMarks pages={pages} />
      </div>
    </div>
  );
}

/** One frame per A4 page (what tests and the eye measure page breaks against) and a page number in each gap. */
const PageMarks = memo(function PageMarks({ pages }: { pages: number }) {
  const t = useTranslations("Editor");
  return Array.from({ length: pages }, (_, index) => (
    <div key={index} aria-hidden data-testid="preview-page" className="pointer-events-none absolute inset-x-0" style={{ top: index * (PAGE_HEIGHT_PX + PAGE_GAP_PX), height: PAGE_HEIGHT_PX }}>
      {index < pages - 1 && (
        <span data-testid="preview-page-break" className="absolute inset-x-0 flex items-center justify-center text-[11px] font-medium text-slate-500" style={{ top: PAGE_HEIGHT_PX, height: PAGE_GAP_PX }}>
          {t("pageOf", { page: index + 1, count: pages })}
        </span>
      )}
    </div>
  ));
});
