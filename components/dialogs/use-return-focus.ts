"use client";
// Where focus goes when a dialog closes: the control that had focus when it opened. Radix returns focus only to its
// own Dialog.Trigger, and our dialogs are opened from outside (controlled `open`, a lazily loaded frame, a file
// input), so without this focus fell to <body> on close.
import { useLayoutEffect, useRef } from "react";

/** Remembers the focused element when `open` turns true; `restore` (for onCloseAutoFocus) puts focus back there. */
export function useReturnFocus(open: boolean, preferred?: HTMLElement | null) {
  const origin = useRef<HTMLElement | null>(null);
  // A layout effect runs before radix's focus scope (a passive effect in the dialog) moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    const target = preferred ?? origin.current;
    // A trigger that left the page meanwhile (the resume was deleted) keeps radix's default.
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
