"use client";
// The mark of one of a variant's own fields (issue 26 item 1), made like the upload review's (review-mark.tsx): a small
// violet "Own" badge beside the label that opens a popover under the field with the master's value and a
// "Use master's" button (a versioned revert of that field; a 409 or any refusal is said in the popover).
import { useEffect, useId, useRef, useState } from "react";
import { GitBranch } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import type { VariantOwnFieldDto } from "@/lib/shared/validations/resumes/variant";
import { useVariant } from "./variant-context";

type Props = { field: VariantOwnFieldDto; label: string; fieldId: string };

export function VariantMark({ field, label, fieldId }: Props) {
  const t = useTranslations("Editor.variant");
  const tApi = useTranslations("ApiErrors");
  const variant = useVariant();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const badge = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>("[data-variant-use-master]")?.focus();
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
  const takeMaster = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await variant?.revert(field.path);
      // The badge goes with the mark: keep the keyboard on the field itself.
      document.getElementById(fieldId)?.focus();
      setOpen(false);
    } catch (error) {
      setFailed(t("failed", { reason: errorText(error, tApi) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        ref={badge}
        type="button"
        data-variant-mark={field.path}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t("badgeLabel", { field: label })}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 ring-1 ring-violet-400 hover:bg-violet-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 [&_svg]:size-3.5"
      >
        <GitBranch aria-hidden /> {t("badge")}
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
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-violet-300 bg-white p-3 text-sm shadow-lg"
        >
          <p className="text-xs font-medium text-violet-900">{t("master")}</p>
          <p
            className="mt-1 line-clamp-6 break-words whitespace-pre-wrap text-slate-800"
            data-testid="variant-master-value"
          >
            {field.masterValue || t("empty")}
          </p>
          {failed && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {failed}
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="ghost" onClick={close}>
              {t("cancel")}
            </Button>
            <Button
              size="sm"
              data-variant-use-master
              disabled={busy}
              aria-label={t("useMasterLabel", { field: label })}
              onClick={() => void takeMaster()}
            >
              {t("useMaster")}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
