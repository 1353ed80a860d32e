"use client";
// The mark of one field to check: an amber "Check" badge beside its label that opens a small popover under the field
// with the line of the file the value came from and an Accept button. Loaded only when a field is marked.
import { useEffect, useId, useRef, useState } from "react";
import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ParseReviewItemDto } from "@/lib/shared/validations/resume-review/parse-review";
import { useReviewStore } from "./review-context";

type Props = { item: ParseReviewItemDto; label: string; fieldId: string };

export function ReviewMark({ item, label, fieldId }: Props) {
  const t = useTranslations("Editor.review");
  const store = useReviewStore();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const badge = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>("[data-review-accept]")?.focus();
    // A click anywhere else closes it, as a tooltip would.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !badge.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    badge.current?.focus();
  };
  const accept = () => {
    // The badge disappears with the mark: keep the keyboard on the field itself.
    document.getElementById(fieldId)?.focus();
    void store?.accept([item.path]);
  };

  return (
    <>
      <button
        ref={badge}
        type="button"
        data-review-mark={item.path}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t("badgeLabel", { field: label })}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-400 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 [&_svg]:size-3.5"
      >
        <TriangleAlert aria-hidden /> {t("badge")}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={t("badgeLabel", { field: label })}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            close();
          }}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-amber-300 bg-white p-3 text-sm shadow-lg"
        >
          <p className="text-xs font-medium text-amber-900">{t("fromFile")}</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800" data-testid="review-source">
            {item.sourceLine}
          </p>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="ghost" onClick={close}>
              {t("close")}
            </Button>
            <Button size="sm" data-review-accept onClick={accept}>
              {t("accept")}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
