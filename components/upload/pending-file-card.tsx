"use client";
// Back on /upload after signing in (issue 21 item 3): the file chosen before, kept in this browser
// (pending-upload.ts), goes on with one click, or gives way to another file. No icon: /upload is under the first-load
// budget (docs/benchmarks.md).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { file: File; onContinue: () => void; onDiscard: () => void };

export function PendingFileCard({ file, onContinue, onDiscard }: Props) {
  const t = useTranslations("ResumeUpload.pending");
  return (
    <div
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="pending-upload"
    >
      <p className="min-w-0 break-words text-slate-800">{t("ready", { name: file.name })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onContinue}>
          {t("continue")}
        </Button>
        <Button size="lg" variant="outline" onClick={onDiscard}>
          {t("another")}
        </Button>
      </div>
    </div>
  );
}
