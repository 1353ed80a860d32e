"use client";
// The dialog that lists a resume's seeded sample entries before a download, a publish or a share (issue 21), with one
// click that removes them all and goes on, and a way to go on anyway. The editor (sample-warning.tsx) and My resumes
// (components/resumes/resume-samples-dialog.tsx) each decide what going on means.
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import type { SampleEntry } from "@/lib/client/editor/sample-items";

type Props = {
  open: boolean;
  action: "download" | "publish" | "share";
  entries: SampleEntry[];
  onClose: () => void;
  /** Goes on with the action; `removeFirst` when the user chose to remove the samples. */
  onGo: (removeFirst: boolean) => void;
  /** While going on takes a while: both buttons wait (left out, they never do). */
  busy?: boolean;
};

export function SamplesDialog({ open, action, entries, onClose, onGo, busy }: Props) {
  const t = useTranslations("Editor.samples");
  return (
    <DialogShell
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t("title")}
      description={t("description", { action })}
      closeLabel={t("cancel")}
    >
      <ul className="max-h-60 space-y-1 overflow-y-auto text-sm text-slate-800" data-testid="sample-list">
        {entries.map((entry) => (
          <li key={`${entry.sectionId}-${entry.index}`} className="flex items-center gap-2">
            <span className="shrink-0 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("badge")}
            </span>
            <span className="min-w-0 truncate">
              {t("entry", { section: entry.sectionName, title: entry.title || t("untitled", { n: entry.index + 1 }) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={() => onGo(false)}>
          {t("continue")}
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={() => onGo(true)}>
          {t("removeAll")}
        </Button>
      </div>
    </DialogShell>
  );
}
