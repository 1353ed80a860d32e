"use client";
// One reader's fields (issue 25 item 1): the ones it did not read as written first, each with its status in words
// and an icon (never colour alone) and, when garbled, the text the reader saw; then, folded, the ones it read; then
// its text in the order it read it.
import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import type { ReadBackExtractorDto, ReadBackFieldDto } from "@/lib/shared/validations/pdf-check/read-back";

const looks = {
  survived: { icon: CheckCircle2, className: "text-emerald-700" },
  garbled: { icon: AlertTriangle, className: "text-amber-700" },
  lost: { icon: XCircle, className: "text-red-700" },
} as const;

export function ReadBackFields({ reader }: { reader: ReadBackExtractorDto }) {
  const t = useTranslations("Editor.atsCheck");
  if (!reader.ok) return <p className="text-sm text-slate-600">{t("readerFailed")}</p>;
  const problems = reader.fields.filter((field) => field.status !== "survived");
  const read = reader.fields.filter((field) => field.status === "survived");
  return (
    <div className="space-y-3">
      {problems.length === 0 ? (
        <p className="text-sm text-slate-700">{t("noProblems")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t("problems")}>
          {problems.map((field, index) => (
            <FieldRow key={`${field.field}-${index}`} field={field} />
          ))}
        </ul>
      )}
      {read.length > 0 && (
        <details className="rounded-lg border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            {t("readList", { count: read.length })}
          </summary>
          <ul className="divide-y divide-slate-100">
            {read.map((field, index) => (
              <FieldRow key={`${field.field}-${index}`} field={field} />
            ))}
          </ul>
        </details>
      )}
      <details className="rounded-lg border border-slate-200 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("readingOrder")}</summary>
        <pre
          className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs text-slate-800"
          data-testid="reading-order"
          // It scrolls: reachable from the keyboard.
          tabIndex={0}
        >
          {reader.text}
        </pre>
        {reader.truncated && <p className="mt-1 text-xs text-slate-600">{t("truncated")}</p>}
      </details>
    </div>
  );
}

function FieldRow({ field }: { field: ReadBackFieldDto }) {
  const t = useTranslations("Editor.atsCheck");
  const { icon: Icon, className } = looks[field.status];
  return (
    <li className="py-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-2">
        <span className={cn("inline-flex items-center gap-1 font-medium", className)}>
          <Icon aria-hidden className="size-4 shrink-0" />
          {t(`status.${field.status}`)}
        </span>
        <span className="text-slate-600">{t(`fields.${field.field}`)}</span>
      </p>
      <p className="mt-0.5 line-clamp-3 break-words text-slate-900">{field.value}</p>
      {field.seen !== undefined && (
        <p className="mt-0.5 break-words text-xs text-slate-700">
          {t("seen")} <q className="font-mono">{field.seen}</q>
        </p>
      )}
    </li>
  );
}
