"use client";
// Which fields of the resume under edit are marked for review. Without a provider (a resume that did not come from
// an upload, or whose fields are all checked) every field reads "not marked" and nothing is loaded.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { ParseReviewItemDto } from "@/lib/shared/validations/resume-review/parse-review";
import { readFieldValue } from "@/lib/shared/validations/resume-review/read-field-value";
import { useEditor } from "../editor-context";
import type { ReviewStore } from "./review-store";

const ReviewContext = createContext<ReviewStore | null>(null);

/**
 * Provides the review store and keeps it true to the document: the first time a marked field holds anything but
 * the parser's text (typed over, polished, undone past, deleted with its entry) its mark goes for good and the server
 * is told. One place for every kind of field, whether or not it is on screen.
 */
export function ReviewProvider({ store, children }: { store: ReviewStore | null; children: ReactNode }) {
  return (
    <ReviewContext.Provider value={store}>
      {store && <ReviewSync store={store} />}
      {children}
    </ReviewContext.Provider>
  );
}

function ReviewSync({ store }: { store: ReviewStore }) {
  const data = useEditor((state) => state.doc.data);
  const items = useSyncExternalStore(store.subscribe, store.items, store.items);
  useEffect(() => {
    const edited = items.filter((item) => readFieldValue(data, item.path) !== item.value);
    if (edited.length > 0) store.edited(edited.map((item) => item.path));
  }, [data, items, store]);
  return null;
}

export function useReviewStore(): ReviewStore | null {
  return useContext(ReviewContext);
}

const none = () => () => undefined;
const nothing = () => undefined;

/** The review item of the field at `path` while the field holds the parser's text (`value`), else undefined. */
export function useFieldReview(path: string | undefined, value: string): ParseReviewItemDto | undefined {
  const store = useReviewStore();
  const item = useSyncExternalStore(
    store?.subscribe ?? none,
    store && path ? () => store.item(path) : nothing,
    nothing,
  );
  // Checked here too so that the keystroke that changes the text also drops the outline, without waiting for the
  // provider's effect.
  return item?.value === value ? item : undefined;
}
