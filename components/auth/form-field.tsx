"use client";

import { useId, type ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";
import { useAuthMessageKey } from "./use-auth-message-key";

type Props = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

const inputClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm outline-none " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500";

/** A labelled input whose error (a shared-schema message) is shown translated and announced to screen readers. */
export function FormField({ label, error, hint, className, ...input }: Props) {
  const t = useTranslations("AuthValidation");
  const id = useId();
  const key = useAuthMessageKey(error);
  const text = key ? t(key) : error;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass}
        {...input}
      />
      {text ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {text}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
