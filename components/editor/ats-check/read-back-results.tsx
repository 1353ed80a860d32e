"use client";
// One read-back's answer (issue 25 item 1): the fixes that apply, then a tab per reader (our parser, pdftotext,
// pdf.js) with its share of fields read, its fields (read-back-fields.tsx) and its text in the order it read it.
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/shared/utils/cn";
import type { ReadBackDto, ReadBackFixDto } from "@/lib/shared/validations/pdf-check/read-back";
import { ReadBackFields } from "./read-back-fields";

type Props = { result: ReadBackDto; onCheckOneColumn?: () => void };

export function ReadBackResults({ result, onCheckOneColumn }: Props) {
  const t = useTranslations("Editor.atsCheck");
  const [selected, setSelected] = useState(0);
  const id = useId();
  const readers = result.extractors;
  const reader = readers[selected];
  if ((readers[0]?.fields.length ?? 0) === 0 && readers.every((r) => r.ok))
    return <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t("empty")}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? readers.length - 1
          : (selected + step + readers.length) % readers.length;
    if (next === selected && step === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    setSelected(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]")[next]?.focus();
  };

  return (
    <div className="mt-3 space-y-4">
      <section aria-labelledby={`${id}-fixes`}>
        <h3 id={`${id}-fixes`} className="text-sm font-semibold text-slate-900">
          {t("fixesHeading")}
        </h3>
        {result.fixes.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("noFixes")}</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {result.fixes.map((fix) => (
              <FixItem key={`${fix.key}-${fix.values.value ?? ""}`} fix={fix} onCheckOneColumn={onCheckOneColumn} />
            ))}
          </ul>
        )}
      </section>
      <div>
        <div role="tablist" aria-label={t("readers.label")} onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1">
          {readers.map((r, index) => (
            <button
              key={r.extractor}
              type="button"
              role="tab"
              id={`${id}-tab-${r.extractor}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={cn(
                "min-w-0 rounded-md border px-2 py-1.5 text-left text-sm",
                index === selected
                  ? "border-brand-300 bg-brand-50 text-brand-900"
                  : "border-slate-200 text-slate-700 hover:bg-slate-50",
              )}
            >
              <span className="block truncate font-medium">{t(`readers.${r.extractor}`)}</span>
              <span className="block text-xs tabular-nums">
                {r.ok && r.score !== null
                  ? t("readerScore", {
                      read: r.fields.filter((f) => f.status === "survived").length,
                      total: r.fields.length,
                    })
                  : t("readerNotRun")}
              </span>
            </button>
          ))}
        </div>
        {reader && (
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${reader.extractor}`} className="mt-3">
            <ReadBackFields reader={reader} />
          </div>
        )}
      </div>
    </div>
  );
}

function FixItem({ fix, onCheckOneColumn }: { fix: ReadBackFixDto; onCheckOneColumn?: () => void }) {
  const t = useTranslations("Editor.atsCheck");
  return (
    <li className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="break-words">{t(`fixes.${fix.key}`, fix.values)}</p>
      {fix.key === "twoColumnOrder" && onCheckOneColumn && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onCheckOneColumn}>
          {t("checkOneColumn")}
        </Button>
      )}
    </li>
  );
}
