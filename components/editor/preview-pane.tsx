"use client";
// The live preview: the same ResumeDocument as the PDF and the public page, with the page breaks marked. It renders
// in the same task as the keystroke (no useDeferredValue): with doc-ops keeping untouched sections and items by
// reference and the template's sections and items memoised, a keystroke re-renders one entry, which is cheaper than
// the extra frame and task a deferred render costs (docs/benchmarks.md, editor).
import { memo, useEffect, useMemo, useRef, useState, type RefObject, type TouchEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslations } from "next-intl";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import "@/components/resume-document/styles/resume-fonts.css";
import { ops } from "@/lib/client/editor/doc-ops";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import type { TResumeConfig, TResumeData, TSpacing } from "@/lib/shared/validations/resume-document/document";
import { useEditor, useEditorStore } from "./editor-context";
import { describeFit, findFit, type FitTarget } from "./fit-pages";
import { PreviewControls, type FitOutcome, type PreviewFit } from "./preview-controls";
import { PAGE_GAP_PX, PAGE_HEIGHT_PX, PAGE_WIDTH_PX, pageCount } from "./preview-geometry";
import { readTemplateType } from "./read-template-type";

const Document = memo(function Document({ data, config }: { data: TResumeData; config: TResumeConfig }) {
  return <ResumeDocument data={data} config={config} />;
});

const STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

/** The editor's preview: zoom (buttons, and pinch on a touch screen), fit width / whole page, page marks and "fit to
 * N pages". `zoom` multiplies the width-fitted size; the label shows the size the paper is really shown at. */
export function PreviewPane({ label }: { label: string }) {
  const data = useEditor((s) => s.doc.data);
  const config = useEditor((s) => s.doc.config);
  const store = useEditorStore();
  const [zoom, setZoomState] = useState(1);
  const [fit, setFit] = useState<PreviewFit>("width");
  const [widthFit, setWidthFit] = useState(1);
  const [pages, setPages] = useState(1);
  const setZoom = (next: number) => {
    setZoomState(clampZoom(next));
    setFit("custom");
  };
  // "Fit to N pages" shows each candidate setting in the preview only (not an edit) while it measures.
  const [trial, setTrial] = useState<TSpacing | null>(null);
  const shown = useMemo(() => (trial ? { ...config, spacing: trial } : config), [config, trial]);
  const doc = useRef<HTMLDivElement>(null);
  const paper = useRef<HTMLDivElement>(null);
  const fitTo = (next: "width" | "page") => {
    const box = paper.current;
    let nextZoom = 1;
    const pane = box?.closest<HTMLElement>("[data-preview-scroller]");
    if (next === "page" && box && pane) {
      // The page's height in the pane under the controls (sticky at its top), less the paper's margin.
      const controls = box.previousElementSibling?.getBoundingClientRect().height ?? 0;
      const available = pane.clientHeight - controls - 24;
      if (available > 0) nextZoom = Math.min(1, available / (PAGE_HEIGHT_PX * widthFit));
      pane.scrollTo({ top: 0 });
    }
    setZoomState(nextZoom);
    setFit(next);
    box?.querySelector("[role=region]")?.scrollTo({ left: 0 });
  };
  const fitPages = (target: FitTarget): FitOutcome => {
    const content = doc.current;
    const root = content?.querySelector(".rs-root");
    // A preview not laid out (hidden) has no height: that proves nothing fits.
    if (!content || !root || content.offsetHeight === 0) return { kind: "cannot" };
    const before = config.spacing;
    const type = readTemplateType(root, before.lineHeight ?? 100);
    // flushSync renders each attempt at once and offsetHeight lays it out, all in this click: nothing is painted
    // until the chosen setting is committed (or the original shown again) below, in one render.
    const result = findFit(
      { current: before, target, type, pagesNow: pageCount(content.offsetHeight) },
      (candidate) => {
        flushSync(() => setTrial(candidate));
        const height = content.offsetHeight;
        return height > 0 ? pageCount(height) : Infinity;
      },
    );
    setTrial(null);
    if (result.kind !== "fitted") return result;
    store.edit(ops.setConfig({ spacing: result.spacing }));
    const fitted = store.getState().doc;
    // The toast's Undo: the store's own undo while the fit is still the last edit, else the old setting as one edit.
    const undo = () =>
      store.getState().doc === fitted ? store.undo() : store.edit(ops.setConfig({ spacing: before }));
    return { kind: "fitted", pages: result.pages, changes: describeFit(before, result.spacing, type), undo };
  };
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const distance = (event: TouchEvent) => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };
  const onTouchStart = (event: TouchEvent) => {
    pinch.current = event.touches.length === 2 ? { distance: distance(event), zoom } : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = pinch.current;
    if (!start || event.touches.length !== 2 || start.distance === 0) return;
    setZoom((start.zoom * distance(event)) / start.distance);
  };
  return (
    <div>
      <PreviewControls
        scale={widthFit * zoom}
        fit={fit}
        onZoomIn={() => setZoom(zoom + STEP)}
        onZoomOut={() => setZoom(zoom - STEP)}
        onFit={fitTo}
        pages={pages}
        onFitPages={fitPages}
      />
      {/* Two fingers zoom the paper rather than the page; one finger still scrolls (touch-action). */}
      <div
        ref={paper}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={() => (pinch.current = null)}
        style={{ touchAction: "pan-x pan-y" }}
      >
        <ScaledPreview
          data={data}
          config={shown}
          label={label}
          zoom={zoom}
          onPages={setPages}
          onFit={setWidthFit}
          docRef={doc}
        />
      </div>
    </div>
  );
}

type Box = { fit: number; height: number; pages: number };
type Props = {
  data: TResumeData;
  config: TResumeConfig;
  label: string;
  zoom?: number;
  onPages?: (pages: number) => void;
  /** The width-fitted size (zoom 1), for a caller that shows the real size. */
  onFit?: (fit: number) => void;
  /** The measured document, for a caller that measures it too ("fit to N pages"). */
  docRef?: RefObject<HTMLDivElement | null>;
};

/** Scales an A4-wide document to the width available (zoom 1 = fit the width, never above 100 %) and marks where
 * each page ends; zoomed in, the paper scrolls sideways inside its box. */
export function ScaledPreview({ data, config, label, zoom = 1, onPages, onFit, docRef }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const ownDoc = useRef<HTMLDivElement>(null);
  const doc = docRef ?? ownDoc;
  const [{ fit, height, pages }, setBox] = useState<Box>({ fit: 1, height: 0, pages: 1 });
  useEffect(() => {
    const outer = box.current;
    const content = doc.current;
    if (!outer || !content) return;
    // Runs after layout (ResizeObserver), so reading sizes forces no extra layout; state changes only when a size
    // does, not on every keystroke.
    const measure = () => {
      const nextFit = Math.min(1, (outer.clientWidth - 16) / PAGE_WIDTH_PX);
      const nextHeight = content.offsetHeight;
      const nextPages = pageCount(nextHeight);
      setBox((old) =>
        old.fit === nextFit && old.height === nextHeight && old.pages === nextPages
          ? old
          : { fit: nextFit, height: nextHeight, pages: nextPages },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(content);
    return () => observer.disconnect();
  }, [doc]);
  useEffect(() => onPages?.(pages), [onPages, pages]);
  useEffect(() => onFit?.(fit), [onFit, fit]);
  const scale = fit * zoom;
  return (
    <div ref={box} role="region" aria-label={label} className="w-full overflow-x-auto overflow-y-hidden">
      {/* The sizer takes the scaled size in layout (a transform does not), so the box scrolls when zoomed in. */}
      <div
        className="mx-auto px-2"
        style={{
          width: PAGE_WIDTH_PX * scale + 16,
          height: height ? height * scale : undefined,
          boxSizing: "border-box",
        }}
      >
        <div
          data-testid="resume-preview"
          data-pages={pages}
          data-scale={scale.toFixed(3)}
          className="relative origin-top-left"
          style={{ width: PAGE_WIDTH_PX, transform: `scale(${scale})` }}
        >
          {/* Measured on its own: the page marks beside it must not count towards the height. */}
          <div ref={doc}>
            <Document data={data} config={config} />
          </div>
          <SampleMarks data={data} scale={scale} />
          <PageMarks pages={pages} />
        </div>
      </div>
    </div>
  );
}

/** Any character but [A-Za-z0-9_-] as a CSS escape: an item id is the user's data, placed inside a selector. */
const cssIdent = (id: string) => id.replace(/[^\w-]/g, (c) => `\\${c.codePointAt(0)!.toString(16)} `);

/** Sample entries (ZItem.sample) framed and labelled in the preview by a style rule on their data-item-id: the
 * templates stay as they are, so the PDF and the public page, which render without this rule, never show the mark.
 * Sizes are divided by the preview's scale so the label stays readable on a phone, where the page is shown at ~45 %. */
const SampleMarks = memo(function SampleMarks({ data, scale }: { data: TResumeData; scale: number }) {
  const t = useTranslations("Editor.samples");
  const ids = listSampleItems(data).flatMap((entry) => (entry.itemId ? [entry.itemId] : []));
  if (ids.length === 0) return null;
  const px = (n: number) => `${(n / Math.max(scale, 0.1)).toFixed(1)}px`;
  const item = (id: string) => `[data-testid="resume-preview"] [data-item-id="${cssIdent(id)}"]`;
  return (
    <style data-testid="sample-marks">
      {`${ids.map(item).join(",")}{position:relative;outline:${px(2)} dashed #d97706;outline-offset:${px(2)};` +
        `background:rgba(254,243,199,.5)}` +
        `${ids.map((id) => `${item(id)}::after`).join(",")}{content:${JSON.stringify(t("mark"))};position:absolute;` +
        `top:0;right:0;transform:translateY(-60%);padding:0 ${px(6)};border-radius:${px(4)};background:#b45309;` +
        `color:#fff;font:600 ${px(11)}/${px(18)} system-ui,sans-serif;letter-spacing:0;text-transform:none}`}
    </style>
  );
});

/** One frame per A4 page (what tests and the eye measure page breaks against) and a page number in each gap. */
const PageMarks = memo(function PageMarks({ pages }: { pages: number }) {
  const t = useTranslations("Editor");
  return Array.from({ length: pages }, (_, index) => (
    <div
      key={index}
      aria-hidden
      data-testid="preview-page"
      className="pointer-events-none absolute inset-x-0"
      style={{ top: index * (PAGE_HEIGHT_PX + PAGE_GAP_PX), height: PAGE_HEIGHT_PX }}
    >
      {index < pages - 1 && (
        <span
          data-testid="preview-page-break"
          className="absolute inset-x-0 flex items-center justify-center text-[11px] font-medium text-slate-500"
          style={{ top: PAGE_HEIGHT_PX, height: PAGE_GAP_PX }}
        >
          {t("pageOf", { page: index + 1, count: pages })}
        </span>
      )}
    </div>
  ));
});
