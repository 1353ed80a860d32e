"use client";
// The hero's changing job title. It advances every 2.5 s, stops while the pointer or keyboard focus is in the hero
// text and when the visitor presses pause (WCAG 2.2.2), and never moves under prefers-reduced-motion. Screen readers
// get the static sentence instead: the visible headline is aria-hidden, so nothing is announced on each change.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { Pause, Play } from "lucide-react";
import { clsx } from "clsx";

export const ROTATION_INTERVAL_MS = 2500;

type Rotation = { index: number; isUserPaused: boolean; isReducedMotion: boolean; toggle: () => void };
const RotationContext = createContext<Rotation>({ index: 0, isUserPaused: false, isReducedMotion: true, toggle: () => undefined });

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

type ProviderProps = { count: number; className?: string; children: ReactNode };

/** Wraps the hero text: holds the current title and pauses while hovered or focused within. */
export function RotationProvider({ count, className, children }: ProviderProps) {
  // The server does not know the preference: it renders the first title, which is also the static one.
  const isReducedMotion = useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => true);
  const [index, setIndex] = useState(0);
  const [isUserPaused, setIsUserPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isRunning = !isReducedMotion && !isUserPaused && !isHovered && !isFocused && count > 1;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, isRunning]);

  const rotation: Rotation = { index: isReducedMotion ? 0 : index, isUserPaused, isReducedMotion, toggle: () => setIsUserPaused((paused) => !paused) };
  return (
    <RotationContext value={rotation}>
      <div
        className={className}
        onPointerEnter={() => setIsHovered(true)}
        onPointerLeave={() => setIsHovered(false)}
        onFocus={() => setIsFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
        }}
      >
        {children}
      </div>
    </RotationContext>
  );
}

/**
 * All titles share one grid cell, so the word keeps the width of the longest one and the headline never reflows;
 * only the current one is visible. `center` splits the spare width around a shorter title, for headlines where
 * text follows on the same line (Chinese).
 */
export function RotatingTitle({ titles, align = "start" }: { titles: string[]; align?: "start" | "center" }) {
  const { index } = useContext(RotationContext);
  return (
    <span data-testid="rotating-title" className={clsx("inline-grid text-brand-600", align === "center" && "justify-items-center")}>
      {titles.map((title, position) => (
        <span
          key={title}
          data-active={position === index ? "" : undefined}
          className={clsx(
            "col-start-1 row-start-1 whitespace-nowrap transition duration-500 ease-out motion-reduce:transition-none",
            position === index ? "translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
          )}
        >
          {title}
        </span>
      ))}
    </span>
  );
}

/** Pause / play for the changing title; absent when motion is reduced (nothing moves then). */
export function RotationToggle({ pauseLabel, playLabel, className }: { pauseLabel: string; playLabel: string; className?: string }) {
  const { isUserPaused, isReducedMotion, toggle } = useContext(RotationContext);
  if (isReducedMotion) return null;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={isUserPaused ? playLabel : pauseLabel}
      className={clsx("inline-flex size-8 items-center justify-center rounded-full text-slate-500 ring-1 ring-slate-200 hover:bg-white hover:text-slate-800", className)}
    >
      {isUserPaused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
    </button>
  );
}
