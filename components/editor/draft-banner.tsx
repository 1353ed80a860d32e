"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";

/** Edits saved on this device that never reached the server (offline, closed tab): offered back on reopen. */
export function DraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations("Editor.draft");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950"
    >
      <p className="mr-auto">{t("body", { time: formatUpdatedAt(new Date(savedAt).toISOString()) })}</p>
      <Button size="sm" onClick={onRestore}>
        {t("restore")}
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {t("discard")}
      </Button>
    </div>
  );
}
