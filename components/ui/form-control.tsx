"use client";
// A label, one control (input, select or textarea) and its message: every form's field (auth, settings, admin, offer).
// The ids are wired for screen readers (aria-invalid, aria-describedby) and the message is announced when it appears.
// `error` is a message key (a schema's message, a refused request's `details[].key`), translated here with
// useFieldErrorText, or a field issue with values; a text that is no key is shown as it is.
import { useId, type ComponentProps, type ReactNode } from "react";
import type { FieldIssue } from "@/lib/client/api-client/api-error";
import { useFieldErrorText } from "@/lib/client/forms/field-error";
import { cn } from "@/lib/shared/utils/cn";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  label: ReactNode;
  error?: string | FieldIssue;
  hint?: string;
  className?: string;
} & (
  | { children: (control: ControlProps) => ReactNode; input?: never }
  /** A text input in the sign-in, sign-up and settings look (fieldInputClass), with these props. */
  | { input: ComponentProps<"input">; children?: never }
);

/**
 * The controls' look: 44 px tall on a phone (a thumb's target) and 16 px text there, below which phone browsers zoom
 * into a focused field; a visible focus ring for keyboard users; red when invalid.
 */
export const controlClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500 " +
  "sm:min-h-10 sm:text-sm";

/** The sign-in, sign-up and settings forms' text inputs: 44 px tall at every width, beside `size="field"` buttons. */
export const fieldInputClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm outline-none " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500";

export function FormControl({ label, error: message, hint, className, children, input }: Props) {
  const id = useId();
  const error = useFieldErrorText()(message);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {(children ?? ((control) => <input {...control} {...input} className={fieldInputClass} />))({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
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
