"use client";
// The A4 sheet (210 mm, 794 px) scaled down to the width a phone has, never up, so the whole page is visible and the
// document never scrolls sideways. CSS `zoom` (not a transform) so the scaled sheet also takes up its scaled height.
import { useEffect, useRef, useState, type ReactNode } from "react";

const PAGE_WIDTH_PX = 794;

export function FitPaper({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const outer = box.current;
    if (!outer) return;
    const measure = () => {
      // Hidden (a phone's reading view shows instead, public-page.css) the box is 0 px wide: a zoom of 0 would leave
      // the sheet invisible when the page view is switched on, so wait for the width it gets then.
      if (outer.clientWidth === 0) return;
      const next = Math.min(1, outer.clientWidth / PAGE_WIDTH_PX);
      setZoom((old) => (Math.abs(old - next) < 0.001 ? old : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="public-paper" data-testid="public-paper">
      <div className="public-paper-sheet" style={{ zoom }}>
        {children}
      </div>
    </div>
  );
}
