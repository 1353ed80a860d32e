"use client";
// The review of an uploaded resume, for the editor: made and loaded only when the page said there are fields to
// check, after the editor has rendered (the first load carries nothing of it but this hook and the context).
import { useEffect, useState } from "react";
import { createReviewStore, type ReviewStore } from "./review-store";

export function useParseReview(resumeId: string, enabled: boolean): ReviewStore | null {
  const [store] = useState(() => (enabled ? createReviewStore(resumeId) : null));
  useEffect(() => {
    // A failed load leaves the fields unmarked: the review is a help, never in the way of editing.
    store?.load().catch(() => undefined);
  }, [store]);
  return store;
}
