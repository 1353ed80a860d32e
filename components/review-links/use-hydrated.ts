"use client";
// Whether the page has hydrated: times are shown in the reader's own time zone, which the server does not know, so
// they appear after hydration instead of mismatching the server's HTML.
import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
