"use client";
// A creator step's heading (h2, the step's accessible name through headingId). Focus follows the step: the heading
// takes focus when the step appears (its code may load only then), so keyboard and screen-reader users land on the new
// step. Not on the page's first render (focusOnMount false).
import { useEffect, useRef, type ReactNode } from "react";

type Props = { id: string; focusOnMount: boolean; children: ReactNode };

export function StepHeading({ id, focusOnMount, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shouldFocus = useRef(focusOnMount);
  useEffect(() => {
    if (shouldFocus.current) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
