"use client";
// The home AI section's tabs (docs/product.md §2), the page's only client code for it and kept tiny: the home page is
// at the first-load budget (docs/benchmarks.md). Labels and panel texts arrive rendered by the server; this only
// switches tabs (WAI-ARIA tabs: roving tabindex, arrows, Home, End) and plays the demo. Only the selected panel has a
// <video>, with preload="none", so no other demo is fetched; it plays while on screen and is paused off it. Who prefers
// reduced motion sees the poster and the play button (the native controls, which also let anyone pause: WCAG 2.2.2).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type AiDemoTab = { label: ReactNode; body: ReactNode; video: string; poster: string; videoLabel: string };

export function AiDemoTabs({ tabs, label }: { tabs: AiDemoTab[]; label: string }) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const id = useId();

  useEffect(() => {
    const element = video.current;
    if (!element || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) element.play().catch(() => undefined);
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    setActive(next);
    (list.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="mt-8">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 lg:grid-cols-4"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.video}
            type="button"
            role="tab"
            id={`${id}t${i}`}
            aria-controls={`${id}p${i}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-brand-50 hover:bg-white/10 aria-selected:bg-white aria-selected:text-brand-900 sm:text-base"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.video}
          role="tabpanel"
          id={`${id}p${i}`}
          aria-labelledby={`${id}t${i}`}
          hidden={i !== active}
          className="mt-6 grid items-center gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
        >
          {tab.body}
          {i === active && (
            <video
              ref={video}
              key={tab.video}
              src={tab.video}
              poster={tab.poster}
              aria-label={tab.videoLabel}
              width={960}
              height={540}
              preload="none"
              muted
              loop
              playsInline
              controls
              className="aspect-video h-auto w-full rounded-xl bg-slate-900 shadow-xl ring-1 ring-white/20"
            />
          )}
        </div>
      ))}
    </div>
  );
}
