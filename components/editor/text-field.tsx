"use client";
// A text input that keeps its own state while typing and pushes each change to the store, so a keystroke renders
// this field at once and everything else only through the store's narrow subscriptions. An outside change (undo,
// load theirs, restore) replaces the local value.
import { memo, useId, useRef, useState, type ChangeEvent } from "react";
import { cn } from "@/lib/shared/utils/cn";
import { useFieldReview } from "./review/review-context";
import { MARKED_INPUT, ReviewLabel } from "./review/review-label";
import { VariantFieldMark } from "./variant/variant-field-mark";

type Props = {
  label: string;
  value: string;
  onValue: (value: string) => void;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url" | "month";
  /** Returns an error text for the current value, or null; an invalid value is still kept (never lose typing). */
  validate?: (value: string) => string | null;
  /** Refuse to push this value to the store (e.g. a blank title): the message shows, the last good value stays. */
  refuse?: (value: string) => string | null;
  placeholder?: string;
  className?: string;
  maxLength?: number;
  /** Where the value sits in the document ("basicInfo.name"): marked while the upload's parser was unsure of it, and
   * in a variant while it is the variant's own (issue 26 item 1). */
  reviewPath?: string;
  /** The stored text under review when this field shows only part of it (an education entry's degree). */
  reviewValue?: string;
};

export const TextField = memo(function TextField({
  label,
  value,
  onValue,
  multiline,
  type = "text",
  validate,
  refuse,
  placeholder,
  className,
  maxLength,
  reviewPath,
  reviewValue,
}: Props) {
  const id = useId();
  const review = useFieldReview(reviewPath, reviewValue ?? value);
  const [local, setLocal] = useState(value);
  const pushed = useRef(value);
  const [touched, setTouched] = useState(false);
  if (value !== pushed.current) {
    pushed.current = value;
    setLocal(value);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    setLocal(next);
    if (refuse?.(next)) return;
    pushed.current = next;
    onValue(next);
  };
  const error = refuse?.(local) ?? (touched && local ? validate?.(local) : null) ?? null;
  const shared = {
    id,
    value: local,
    onChange,
    placeholder,
    maxLength,
    onBlur: () => setTouched(true),
    // Where the resume check takes the keyboard (components/editor/focus-field.ts).
    "data-field-path": reviewPath,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: cn(
      "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none aria-invalid:border-red-500",
      review && MARKED_INPUT,
    ),
  };
  return (
    <div className={cn("min-w-0", reviewPath && "relative", className)}>
      {reviewPath === undefined ? (
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
          {label}
        </label>
      ) : (
        <ReviewLabel
          htmlFor={id}
          label={label}
          item={review}
          extra={<VariantFieldMark path={reviewPath} value={reviewValue ?? value} label={label} fieldId={id} />}
        />
      )}
      {/* The textarea grows with its text (field-sizing): an overflowing textarea is a scroller of its own, which
          Chromium composites, and a page of long descriptions made dozens of layers to update on every keystroke. */}
      {multiline ? (
        <textarea rows={4} {...shared} className={cn(shared.className, "min-h-24 field-sizing-content")} />
      ) : (
        <input type={type} {...shared} />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
