"use client";
// The live preview: the same ResumeDocument as the PDF and the public page. It reads the document through
// useDeferredValue, so typing stays urgent and the preview catches up in a background render; the memoised
// document skips rendering when data and config did not change (e.g. a save status update).
import { memo, useDeferredValue, useEffect, useRef, useState } from "react";
import { ResumeDocument } from "@/components/resume/resume-document";
import type { TResumeConfig, TResumeData } from "@/lib/validations/resume/document";
import { useEditor } from "./editor-context";

const PAGE_WIDTH_PX = 794;

const Document = memo(function Document({ data, config }: { data: TResumeData; config: TResumeConfig }) {
  return <ResumeDocument data={data} config={config} />;
});

export function PreviewPane({ label }: { label: string }) {
  const data = useDeferredValue(useEditor((s) => s.doc.data));
  const config = useDeferredValue(useEditor((s) => s.doc.config));
  return <ScaledPreview data={data} config={config} label={label} />;
}

/** Scales an A4-wide document down to the width available (never up). */
export function ScaledPreview({ data, config, label }: { data: TResumeData; config: TResumeConfig; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const outer = box.current;
    const content = inner.current;
    if (!outer || !content) return;
    const measure = () => {
      const next = Math.min(1, (outer.clientWidth - 16) / PAGE_WIDTH_PX);
      setScale(next);
      setHeight(content.scrollHeight * next);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="region" aria-label={label} className="w-full overflow-hidden" style={{ height }}>
      <div ref={inner} data-testid="resume-preview" className="mx-auto origin-top-left" style={{ width: PAGE_WIDTH_PX, transform: `scale(${scale})`, marginLeft: `max(8px, calc((100% - ${PAGE_WIDTH_PX * scale}px) / 2))` }}>
        <Document data={data} config={config} />
      </div>
    </div>
  );
}
