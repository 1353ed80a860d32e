"use client";
// A horizontal row of template covers: touch and trackpads scroll it natively (scroll-snap keeps a card aligned),
// the keyboard scrolls it with the arrow keys once focused (or by tabbing through its links), and the previous/next
// buttons move it by about one view. The buttons are disabled at the ends.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { label: string; previousLabel: string; nextLabel: string; children: ReactNode };

export function TemplateSlider({ label, previousLabel, nextLabel, children }: Props) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // One pixel of slack: fractional scroll positions never reach the exact end on zoomed or high-DPI screens.
    setEdges({
      isAtStart: track.scrollLeft <= 1,
      isAtEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => {
      track.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [measure]);

  function move(direction: -1 | 1) {
    const track = trackRef.current;
    if (!track) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: isReduced ? "auto" : "smooth" });
  }

  return (
    <div>
      <div className="mb-3 flex justify-end gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={previousLabel}
          disabled={edges.isAtStart}
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" aria-label={nextLabel} disabled={edges.isAtEnd} onClick={() => move(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <ul
        ref={trackRef}
        aria-label={label}
        data-testid="template-slider"
        // Focusable so arrow keys scroll it (axe: scrollable regions must be reachable by keyboard).
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {children}
      </ul>
    </div>
  );
}
