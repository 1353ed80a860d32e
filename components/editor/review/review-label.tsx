"use client";
// A field's label with room for its review mark (and another mark beside it: a variant's own field, issue 26 item 1).
// The mark's code loads only when some field is marked, so an editor with nothing to check never downloads it.
import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import type { ParseReviewItemDto } from "@/lib/shared/validations/resume-review/parse-review";

const ReviewMark = dynamic(() => import("./review-mark").then((mod) => mod.ReviewMark), { ssr: false });

/** Classes of an input under review: an amber outline that still shows focus and errors. */
export const MARKED_INPUT = "border-amber-500 ring-2 ring-amber-200";

type Props = { htmlFor: string; label: string; item: ParseReviewItemDto | undefined; extra?: ReactNode };

export function ReviewLabel({ htmlFor, label, item, extra }: Props) {
  return (
    <div className="mb-1 flex min-h-5 min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={htmlFor} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {item && <ReviewMark item={item} label={label} fieldId={htmlFor} />}
      {extra}
    </div>
  );
}
