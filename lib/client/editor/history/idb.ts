// A tiny promise wrapper over IndexedDB (no package needed for one object store with one index).
const DB_NAME = "resume-editor";
const STORE = "history";

let opening: Promise<IDBDatabase> | null = null;

function openHistoryDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "key", autoIncrement: true });
      store.createIndex("resumeId", "resumeId");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function historyStore(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openHistoryDb()).transaction(STORE, mode).objectStore(STORE);
}
