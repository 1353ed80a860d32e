"use client";
// The last 5 runs kept in this browser (docs/product.md §3, §9), newest first: one click puts a run's title and entries
// back into the creator.
import { useFormatter, useTranslations } from "next-intl";
import { History, X } from "lucide-react";
import type { CreatorHistoryEntry } from "./creator-types";

type Props = {
  entries: CreatorHistoryEntry[];
  onReuse: (entry: CreatorHistoryEntry) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
};

export function HistoryList({ entries, onReuse, onRemove, disabled = false }: Props) {
  const t = useTranslations("AiCreator.history");
  const format = useFormatter();
  return (
    <section aria-labelledby="ai-history-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="ai-history-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <History aria-hidden className="size-4 text-brand-700" />
        {t("heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="ai-history">
          {entries.map((entry) => {
            const time = format.dateTime(new Date(entry.timestamp), { dateStyle: "medium", timeStyle: "short" });
            return (
              <li key={entry.id} className="flex items-start gap-2 py-2.5" data-testid="ai-history-entry">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{entry.keyword}</p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={new Date(entry.timestamp).toISOString()}>{time}</time>
                    {" · "}
                    {t("entries", { work: entry.workExperience.length, education: entry.educationExperience.length })}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onReuse(entry)}
                  aria-label={t("reuseLabel", { keyword: entry.keyword, time })}
                  className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  {t("reuse")}
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(entry.id)}
                  aria-label={t("removeLabel", { keyword: entry.keyword })}
                  className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
