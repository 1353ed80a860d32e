import { done, historyStore } from "./idb";
import { memoryHistoryBackend, type HistoryBackend, type HistoryRecord } from "./history-records";

const idbBackend: HistoryBackend = {
  add: async (record) => void (await done((await historyStore("readwrite")).add(record))),
  list: async (resumeId) =>
    done((await historyStore("readonly")).index("resumeId").getAll(resumeId)) as Promise<HistoryRecord[]>,
  remove: async (key) => void (await done((await historyStore("readwrite")).delete(key))),
};

let fallback: HistoryBackend | null = null;

/** IndexedDB in the browser; memory (this tab only) where it is missing, so the editor still works. */
export function browserHistoryBackend(): HistoryBackend {
  if (typeof indexedDB !== "undefined") return idbBackend;
  fallback ??= memoryHistoryBackend();
  return fallback;
}
