// The AI creator's browser storage (docs/product.md §3, §9): the last 5 runs, newest first, for reuse; and the input of
// a visitor sent to sign in, so it is there again when they come back. Storage may be missing or full (private mode):
// then nothing is kept and nothing breaks.
import type { CreatorHistoryEntry, CreatorInput } from "./creator-types";

export const HISTORY_KEY = "ai-creator-history";
export const DRAFT_KEY = "ai-creator-draft";
const MAX_HISTORY_ENTRIES = 5;
/** A stored draft older than this is stale: the visitor did not come back from signing in. */
const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(store: Store | null, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(store: Store | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the list is a convenience.
  }
}

const isEntry = (value: unknown): value is CreatorHistoryEntry => {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<CreatorHistoryEntry>;
  return (
    typeof entry.id === "string" &&
    typeof entry.timestamp === "number" &&
    typeof entry.keyword === "string" &&
    Array.isArray(entry.workExperience) &&
    Array.isArray(entry.educationExperience)
  );
};

/** The saved runs, newest first; anything unreadable is left out. */
export function readHistory(store: Store | null = browserStorage()): CreatorHistoryEntry[] {
  const value = readJson(store, HISTORY_KEY);
  return Array.isArray(value)
    ? value
        .filter(isEntry)
        .sort((a, b) => b.timestamp - a.timestamp)
        .slice(0, MAX_HISTORY_ENTRIES)
    : [];
}

/** Saves a run at the top of the list, keeping the newest 5; answers the new list. */
export function addHistoryEntry(
  run: Omit<CreatorHistoryEntry, "id" | "timestamp">,
  store: Store | null = browserStorage(),
  now = Date.now(),
): CreatorHistoryEntry[] {
  const entry: CreatorHistoryEntry = {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    timestamp: now,
    ...run,
  };
  const list = [entry, ...readHistory(store)].slice(0, MAX_HISTORY_ENTRIES);
  writeJson(store, HISTORY_KEY, list);
  return list;
}

export function removeHistoryEntry(id: string, store: Store | null = browserStorage()): CreatorHistoryEntry[] {
  const list = readHistory(store).filter((entry) => entry.id !== id);
  writeJson(store, HISTORY_KEY, list);
  return list;
}

type StoredDraft = { savedAt: number; input: CreatorInput };

export function saveDraft(input: CreatorInput, store: Store | null = browserStorage(), now = Date.now()): void {
  writeJson(store, DRAFT_KEY, { savedAt: now, input } satisfies StoredDraft);
}

/** The input kept across a sign-in, once: reading it removes it. */
export function takeDraft(store: Store | null = browserStorage(), now = Date.now()): CreatorInput | null {
  const value = readJson(store, DRAFT_KEY) as Partial<StoredDraft> | null;
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clean up.
  }
  if (!value || typeof value.savedAt !== "number" || now - value.savedAt > DRAFT_MAX_AGE_MS) return null;
  const input = value.input;
  if (!input || typeof input.keyword !== "string" || !input.work || !input.education) return null;
  return input;
}
