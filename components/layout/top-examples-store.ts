// The header's examples menu (docs/product.md §2): the top 4 examples by usage in a locale, fetched once per page from
// GET /api/examples, the first time a menu opens or when the browser is idle (desktop-nav.tsx), and shared by the
// desktop and mobile menus. Kept out of the server render so the header stays free of database reads.
import { useEffect, useSyncExternalStore } from "react";
import type { Locale } from "@/i18n/routing";
import { listTopExamples } from "@/lib/client/api-client/catalogue-client";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

export const HEADER_EXAMPLE_COUNT = 4;

type MenuExample = Pick<ExampleDto, "_id" | "name" | "used">;
export type TopExamplesState =
  { status: "idle" | "loading" | "error"; examples: [] } | { status: "ready"; examples: MenuExample[] };

const IDLE: TopExamplesState = { status: "idle", examples: [] };
const states = new Map<Locale, TopExamplesState>();
const listeners = new Set<() => void>();

function set(locale: Locale, state: TopExamplesState): void {
  states.set(locale, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the request unless one is running or done; a failed request is tried again on the next call. */
export function loadTopExamples(locale: Locale): void {
  const status = states.get(locale)?.status ?? "idle";
  if (status === "loading" || status === "ready") return;
  set(locale, { status: "loading", examples: [] });
  listTopExamples(locale, HEADER_EXAMPLE_COUNT).then(
    ({ data }) => set(locale, { status: "ready", examples: data.map(({ _id, name, used }) => ({ _id, name, used })) }),
    () => set(locale, { status: "error", examples: [] }),
  );
}

/** The state for `locale`; loads it when `shouldLoad` is true (the menu is open). */
export function useTopExamples(locale: Locale, shouldLoad: boolean): TopExamplesState {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(locale) ?? IDLE,
    () => IDLE,
  );
  useEffect(() => {
    if (shouldLoad) loadTopExamples(locale);
  }, [locale, shouldLoad]);
  return state;
}

/** Forgets every loaded list (component tests start each case from an empty page). */
export function resetTopExamples(): void {
  states.clear();
}
