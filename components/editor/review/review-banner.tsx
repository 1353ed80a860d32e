"use client";
// Above the form of an uploaded resume: how many fields the parser was unsure of, a way to walk to each mark by
// keyboard ("Show next" focuses the next badge), and "Accept all". Gone once nothing is left to check.
import { useSyncExternalStore } from "react";
import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import type { ReviewStore } from "./review-store";

/** The first mark after the focused element in document order, or the first of all. */
function nextMark(): HTMLElement | null {
  const marks = [...document.querySelectorAll<HTMLElement>("[data-review-mark]")];
  const active = document.activeElement;
  const after = marks.find(
    (mark) => active && mark !== active && active.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after ?? marks[0] ?? null;
}

export function ReviewBanner({ store }: { store: ReviewStore }) {
  const t = useTranslations("Editor.review");
  const submitErrorText = useSubmitErrorText();
  const items = useSyncExternalStore(store.subscribe, store.items, store.items);
  const error = useSyncExternalStore(store.subscribe, store.error, store.error);
  if (items.length === 0) return null;
  const showNext = () => {
    const mark = nextMark();
    mark?.scrollIntoView({ block: "center" });
    mark?.focus();
  };
  return (
    <section
      aria-labelledby="review-banner-title"
      data-testid="review-banner"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-sm sm:p-4"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <div className="min-w-0">
          <h2 id="review-banner-title" className="font-semibold" aria-live="polite">
            {t("count", { count: items.length })}
          </h2>
          <p className="mt-0.5 text-amber-900">{t("hint")}</p>
        </div>
      </div>
      {error !== null && (
        <p role="alert" className="mt-2 text-red-700">
          {t("failed", { reason: submitErrorText(error) })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={showNext}>
          {t("next")}
        </Button>
        <Button size="sm" onClick={() => void store.accept("all")}>
          {t("acceptAll")}
        </Button>
      </div>
    </section>
  );
}
