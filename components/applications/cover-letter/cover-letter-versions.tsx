"use client";
// The letter's versions, newest first (issue 26 item 3): how each came (template, AI, edit, restore), when, how it
// begins, and a Restore button on every one but the current (a restore is a new version; none is lost).
import { History } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CoverLetterVersionDto } from "@/lib/shared/validations/cover-letters/cover-letter";

type Props = {
  versions: CoverLetterVersionDto[];
  current: number | undefined;
  disabled: boolean;
  onRestore: (version: number) => void;
};

export function CoverLetterVersions({ versions, current, disabled, onRestore }: Props) {
  const t = useTranslations("Applications.coverLetter");
  const format = useFormatter();
  return (
    <section aria-labelledby="cover-letter-versions" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 id="cover-letter-versions" className="mb-2 flex items-center gap-1 text-sm font-semibold text-slate-800">
        <History aria-hidden className="size-4" /> {t("versionsTitle")}
      </h3>
      <ol className="flex max-h-64 flex-col gap-2 overflow-y-auto" data-testid="cover-letter-versions">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-start gap-2 rounded-md bg-white p-2 text-xs">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-800">
                {t("version", { version: v.version })} · {t(`sources.${v.source}`)} ·{" "}
                {format.dateTime(new Date(v.createdAt), { dateStyle: "medium", timeStyle: "short" })}
              </p>
              <p className="break-words text-slate-600">{v.excerpt}</p>
            </div>
            {v.version === current ? (
              <span className="rounded bg-brand-50 px-2 py-1 font-medium text-brand-800">{t("current")}</span>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={disabled}
                aria-label={t("restoreLabel", { version: v.version })}
                onClick={() => onRestore(v.version)}
              >
                {t("restore")}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
