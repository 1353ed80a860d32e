"use client";
// The example's resume at the width of the screen: an A4 page (794 px) is zoomed down to fit a phone instead of
// making the reader scroll sideways. The server renders it at full size (the zoom needs the real width); without
// CSS zoom support the frame still scrolls sideways. `zoom` rather than a transform, so the layout height follows.
import { useEffect, useRef, useState, type ReactNode } from "react";

const PAGE_WIDTH_PX = 794; // 210 mm at 96 dpi

type Props = { label: string; children: ReactNode };

export function ExampleResumeFrame({ label, children }: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? PAGE_WIDTH_PX;
      setZoom(Math.min(1, width / PAGE_WIDTH_PX));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    // Focusable so keyboard users can still scroll the page sideways where zoom is not supported.
    <div
      ref={frameRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="example-resume"
      className="mt-4 overflow-x-auto rounded-2xl bg-slate-100 p-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
    >
      <div className="mx-auto w-fit bg-white shadow-lg" style={{ zoom }}>
        {children}
      </div>
    </div>
  );
}
