// The fields of an uploaded resume still to check (issue 14 item 5), kept outside React so that each field
// subscribes to its own path: accepting one re-renders that field and the banner, not the whole form.
import { resumeClient } from "@/lib/client/editor/resume-client";
import type { ParseReviewItemDto } from "@/lib/shared/validations/resume-review/parse-review";

type Listener = () => void;

export type ReviewStore = {
  subscribe: (listener: Listener) => () => void;
  item: (path: string) => ParseReviewItemDto | undefined;
  /** A new array after each change (useSyncExternalStore compares snapshots by identity). */
  items: () => readonly ParseReviewItemDto[];
  /** The last failed accept, until the next change. */
  error: () => unknown;
  load: () => Promise<void>;
  /** The user accepted these fields: they go at once, and come back if the server refuses. */
  accept: (paths: string[] | "all") => Promise<void>;
  /** The user edited these fields (or deleted them): they go for good. The list call deletes them too if this
   * request is lost. */
  edited: (paths: string[]) => void;
};

export function createReviewStore(resumeId: string): ReviewStore {
  let items: readonly ParseReviewItemDto[] = [];
  let byPath = new Map<string, ParseReviewItemDto>();
  let error: unknown = null;
  const listeners = new Set<Listener>();
  const set = (next: readonly ParseReviewItemDto[], nextError: unknown = null) => {
    items = next;
    byPath = new Map(next.map((item) => [item.path, item]));
    error = nextError;
    for (const listener of listeners) listener();
  };
  const remove = (paths: string[] | "all") => {
    const gone = paths === "all" ? items : items.filter((item) => paths.includes(item.path));
    set(items.filter((item) => !gone.includes(item)));
    return gone;
  };
  const post = (paths: string[] | "all") =>
    resumeClient.acceptParseReview(resumeId, paths === "all" ? { all: true } : { paths });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    item: (path) => byPath.get(path),
    items: () => items,
    error: () => error,
    load: async () => {
      const { items: loaded } = await resumeClient.parseReview(resumeId);
      set(loaded);
    },
    accept: async (paths) => {
      const gone = remove(paths);
      if (gone.length === 0) return;
      try {
        await post(paths === "all" ? "all" : gone.map((item) => item.path));
      } catch (thrown) {
        // Back in the list, in their place: the marks stay until the server has them.
        const kept = new Set(items.map((item) => item.path));
        set([...items, ...gone.filter((item) => !kept.has(item.path))], thrown);
      }
    },
    edited: (paths) => {
      const gone = remove(paths);
      if (gone.length === 0) return;
      // Not put back on failure: the field no longer holds the parser's text, and the next list call drops it.
      void post(gone.map((item) => item.path)).catch(() => undefined);
    },
  };
}
