"use client";

import { Suspense, useState, useSyncExternalStore } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Languages, X } from "lucide-react";
import { usePathname } from "@/i18n/navigation";
import { htmlLang, type Locale } from "@/i18n/routing";
import { switchLocalePath } from "@/lib/i18n/switch-locale-path";
import { containerClass } from "@/components/ui/container-class";

export const LOCALE_SUGGESTION_KEY = "locale-suggestion-dismissed";

/** Strings in the suggested locale's own language (a Chinese reader may not read the English page). */
export type LocaleSuggestionProps = { target: Locale; region: string; message: string; action: string; dismiss: string };

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
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}

function Banner({ target, region, message, action, dismiss }: LocaleSuggestionProps) {
  // The server cannot know navigator.languages, so the banner renders nothing there and appears after hydration.
  const shouldSuggest = useSyncExternalStore(subscribe, () => readShouldSuggest(target), () => false);
  const [isDismissed, setIsDismissed] = useState(false);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (!shouldSuggest || isDismissed) return null;

  function onDismiss() {
    setIsDismissed(true);
    try {
      localStorage.setItem(LOCALE_SUGGESTION_KEY, "1");
    } catch {
      // storage blocked: hidden for this page view only
    }
  }

  return (
    <section aria-label={region} lang={htmlLang[target]} className="border-b border-brand-100 bg-brand-50 text-brand-900">
      <div className={`${containerClass} flex items-center gap-3 py-2 text-sm`}>
        <Languages aria-hidden className="size-4 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1">{message}</p>
        <Link
          href={switchLocalePath(pathname, searchParams?.toString() ?? "", target)}
          className="shrink-0 rounded-md bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700"
        >
          {action}
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismiss}
          className="shrink-0 rounded-md p-1 text-brand-800 hover:bg-brand-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}
