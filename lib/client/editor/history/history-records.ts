// Version history of a resume, kept in the browser (docs/product.md §3, §9): at most 50 records per resume; the oldest
// go first. Storage is behind a small interface so the rules run the same on IndexedDB and in memory (tests, and
// browsers where IndexedDB is unavailable).
import type { EditorDoc } from "../editor-store";

export const HISTORY_CAP = 50;
const historyOperations = ["add", "update", "delete", "init", "restore"] as const;
export type HistoryOperation = (typeof historyOperations)[number];
export type HistoryRecord = { key?: number; resumeId: string; operation: HistoryOperation; at: number; doc: EditorDoc };

export type HistoryBackend = {
  add: (record: HistoryRecord) => Promise<void>;
  list: (resumeId: string) => Promise<HistoryRecord[]>;
  remove: (key: number) => Promise<void>;
};

/** Newest first. */
export async function listHistory(backend: HistoryBackend, resumeId: string): Promise<HistoryRecord[]> {
  return (await backend.list(resumeId)).sort((a, b) => b.at - a.at || (b.key ?? 0) - (a.key ?? 0));
}

export async function addHistory(
  backend: HistoryBackend,
  resumeId: string,
  operation: HistoryOperation,
  doc: EditorDoc,
  at = Date.now(),
): Promise<void> {
  await backend.add({ resumeId, operation, at, doc });
  const records = await listHistory(backend, resumeId);
  for (const old of records.slice(HISTORY_CAP)) if (old.key !== undefined) await backend.remove(old.key);
}

export function memoryHistoryBackend(): HistoryBackend {
  const rows: HistoryRecord[] = [];
  let next = 1;
  return {
    add: async (record) => void rows.push({ ...record, key: next++ }),
    list: async (resumeId) => rows.filter((r) => r.resumeId === resumeId),
    remove: async (key) =>
      void rows.splice(
        rows.findIndex((r) => r.key === key),
        1,
      ),
  };
}
