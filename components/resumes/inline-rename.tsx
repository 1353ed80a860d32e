"use client";
// docs/product.md §5 inline rename: blank is refused with 'Text cannot be empty'; Enter confirms, Escape reverts,
// clicking outside (blur) confirms. A blank name on blur reverts, since there is no field left to show the message
// beside.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";

type Props = { name: string; onRename: (name: string) => void };

export function InlineRename({ name, onRename }: Props) {
  const t = useTranslations("Resumes.rename");
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState(false);
  const cancelled = useRef(false);
  const errorId = useId();

  const start = () => {
    cancelled.current = false;
    setDraft(name);
    setError(false);
    setEditing(true);
  };
  const confirm = (fromBlur: boolean) => {
    const next = draft.trim();
    if (next === "") {
      setError(true);
      if (fromBlur) setEditing(false);
      return;
    }
    setEditing(false);
    setError(false);
    if (next !== name) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      confirm(false);
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancelled.current = true;
      setError(false);
      setEditing(false);
    }
  };

  if (!editing) {
    return (
      <div className="min-w-0">
        <button
          type="button"
          onClick={start}
          className="group flex max-w-full items-center gap-1.5 rounded text-left font-semibold text-slate-900 hover:text-brand-700"
          aria-label={t("edit", { name })}
        >
          <span className="truncate">{name}</span>
          <Pencil aria-hidden className="size-3.5 shrink-0 opacity-50 group-hover:opacity-100" />
        </button>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {t("required")}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <input
        autoFocus
        aria-label={t("label")}
        aria-invalid={error}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        maxLength={120}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== "") setError(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!cancelled.current) confirm(true);
        }}
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm font-semibold focus:border-brand-500 focus:outline-none"
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {t("required")}
        </p>
      )}
    </div>
  );
}
