"use client";
// The banner of LocaleSuggestion (locale-suggestion.tsx), loaded only for a browser that prefers the other language.
import { Suspense, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Languages, X } from "lucide-react";
import { usePathname } from "@/i18n/navigation";
import { htmlLang } from "@/i18n/routing";
import { switchLocalePath } from "@/lib/shared/i18n/switch-locale-path";
import { containerClass } from "@/components/ui/container-class";
import { LOCALE_SUGGESTION_KEY, type LocaleSuggestionProps } from "./locale-suggestion";

export function LocaleSuggestionBanner(props: LocaleSuggestionProps) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}

function Banner({ target, region, message, action, dismiss }: LocaleSuggestionProps) {
  const [isDismissed, setIsDismissed] = useState(false);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (isDismissed) return null;

  function onDismiss() {
    setIsDismissed(true);
    try {
      localStorage.setItem(LOCALE_SUGGESTION_KEY, "1");
    } catch {
      // storage blocked: hidden for this page view only
    }
  }

  return (
    <section
      aria-label={region}
      data-site-chrome
      lang={htmlLang[target]}
      className="border-b border-brand-100 bg-brand-50 text-brand-900"
    >
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
