"use client";
// The status line (docs/product.md §2 "Editor status messages"): saving, saved at HH:mm, offline (kept on this device),
// conflict, unsaved.
import { memo } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import { useEditor } from "./editor-context";

const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};

/** `className` places the line in its bar (width, clamping); its colour stays its own. */
export const EditorStatus = memo(function EditorStatus({ className }: { className?: string }) {
  const t = useTranslations("Editor.status");
  const status = useEditor((s) => s.status);
  const isDirty = useEditor((s) => s.isDirty);
  const savedAt = useEditor((s) => s.savedAt);
  const text =
    status === "saving"
      ? t("saving")
      : status === "offline"
        ? t("offline")
        : status === "conflict"
          ? t("conflict")
          : status === "loading"
            ? t("loading")
            : isDirty
              ? t("unsaved")
              : savedAt
                ? t("savedAt", { time: hhmm(savedAt) })
                : t("upToDate");
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="editor-status"
      data-status={isDirty ? "dirty" : status}
      className={cn(
        "text-xs",
        status === "offline" || status === "conflict" ? "text-amber-700" : "text-slate-600",
        className,
      )}
    >
      {text}
    </p>
  );
});
