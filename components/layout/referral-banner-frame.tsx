"use client";
// The referral banner's box and its dismiss button. The dismissal is remembered in localStorage; the inline script
// that ReferralBanner renders after this box hides it before the first paint for a returning visitor who dismissed
// it (data-dismissed, hence suppressHydrationWarning), so the page never shows it and then jumps.
import { useSyncExternalStore, type ReactNode } from "react";
import { X } from "lucide-react";
import { containerClass } from "@/components/ui/container-class";
import { REFERRAL_BANNER_ID, REFERRAL_BANNER_KEY } from "./referral-banner-keys";

const listeners = new Set<() => void>();
// Used when storage is blocked (private mode): the banner then stays hidden for this page view only.
let isDismissedInMemory = false;

function readDismissed(): boolean {
  if (isDismissedInMemory) return true;
  try {
    return localStorage.getItem(REFERRAL_BANNER_KEY) === "1";
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // A dismissal in another tab hides it here too.
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function dismiss(): void {
  try {
    localStorage.setItem(REFERRAL_BANNER_KEY, "1");
  } catch {
    isDismissedInMemory = true;
  }
  for (const listener of listeners) listener();
}

type Props = { label: string; dismissLabel: string; children: ReactNode };

export function ReferralBannerFrame({ label, dismissLabel, children }: Props) {
  const isDismissed = useSyncExternalStore(subscribe, readDismissed, () => false);
  if (isDismissed) return null;
  return (
    <section
      id={REFERRAL_BANNER_ID}
      aria-label={label}
      suppressHydrationWarning
      className="border-b border-amber-200 bg-amber-50 text-amber-950 data-dismissed:hidden"
    >
      <div className={`${containerClass} flex items-center gap-3 py-2 text-sm`}>
        {children}
        <button
          type="button"
          onClick={dismiss}
          aria-label={dismissLabel}
          className="ml-auto shrink-0 rounded-md p-1 text-amber-900 hover:bg-amber-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}
