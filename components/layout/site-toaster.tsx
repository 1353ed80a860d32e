"use client";
// The toast area itself, loaded after hydration by LazyToaster with sonner. On a phone (sonner's own breakpoint,
// 600 px) toasts rise from the bottom, above the editor's Edit / Preview bar: at the top they covered the editor's
// panel tabs, and a pointer resting on a toast pauses it there (a CI run's editor-samples test at 390 px could not
// reach the "Content" tab under a "samples removed" toast).
import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";

const PHONE_WIDTH = "(max-width: 600px)";
// The editor's bottom tab bar is about 3 rem high; the toasts sit just above it on every page alike.
const PHONE_OFFSET = { bottom: "calc(4rem + env(safe-area-inset-bottom))" };

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE_WIDTH);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isNarrow = () => window.matchMedia(PHONE_WIDTH).matches;

export function SiteToaster() {
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  return (
    <Toaster position={narrow ? "bottom-center" : "top-center"} mobileOffset={PHONE_OFFSET} richColors closeButton />
  );
}
