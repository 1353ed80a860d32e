"use client";
// A label, one control (input, select or textarea) and its message, for the forms whose messages are not the auth
// ones (components/auth/form-field.tsx): the admin and offer forms. The ids are wired for screen readers
// (aria-invalid, aria-describedby) and the message, already translated by the caller, is announced when it appears.
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The controls' look: 44 px tall on a phone (a thumb's target) and 16 px text there, below which phone browsers zoom
 * into a focused field; a visible focus ring for keyboard users; red when invalid.
 */
export const controlClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500 " +
  "sm:min-h-10 sm:text-sm";

export function FormControl({ label, error, hint, className, children }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
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
