"use client";
// English pages offer Chinese to Chinese-preferring browsers (SPEC: never an automatic redirect). Only the check
// runs on every page; the banner itself (locale-suggestion-banner.tsx) loads when it is to be shown.
import { useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import type { Locale } from "@/i18n/routing";
import { orNothing } from "@/lib/client/utils/or-nothing";

export const LOCALE_SUGGESTION_KEY = "locale-suggestion-dismissed";

/** Strings in the suggested locale's own language (a Chinese reader may not read the English page). */
export type LocaleSuggestionProps = {
  target: Locale;
  region: string;
  message: string;
  action: string;
  dismiss: string;
};

const LocaleSuggestionBanner = dynamic(
  () => orNothing(import("./locale-suggestion-banner").then((mod) => mod.LocaleSuggestionBanner)),
  {
    ssr: false,
  },
);

function readShouldSuggest(target: Locale): boolean {
  const preferred = navigator.languages?.[0] ?? navigator.language ?? "";
  if (!preferred.toLowerCase().startsWith(target)) return false;
  try {
    return localStorage.getItem(LOCALE_SUGGESTION_KEY) !== "1";
  } catch {
    return true; // storage blocked (private mode): still suggest; dismissal then lasts for this page view
  }
}

function subscribe(onChange: () => void): () => void {
  // A dismissal in another tab, or a change of browser language, updates this tab too.
  window.addEventListener("storage", onChange);
  window.addEventListener("languagechange", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener("languagechange", onChange);
  };
}

/** A dismissible banner offering the same page in the browser's preferred language. It never redirects. */
export function LocaleSuggestion(props: LocaleSuggestionProps) {
  // The server cannot know navigator.languages, so the banner renders nothing there and appears after hydration.
  const shouldSuggest = useSyncExternalStore(
    subscribe,
    () => readShouldSuggest(props.target),
    () => false,
  );
  return shouldSuggest ? <LocaleSuggestionBanner {...props} /> : null;
}
