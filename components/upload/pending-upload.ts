// The file a visitor chose on /upload, kept in this browser's IndexedDB while they sign in or sign up (issue 21 item
// 3), so they come back to it instead of choosing it again; as the AI creator keeps a visitor's answers. Only a file
// that passed the upload's own check is kept (at most 5 MB), one at a time, for a day at most; it is deleted once
// used or dismissed. Nothing leaves the browser before the user, signed in, presses "continue". Loaded on demand, so
// the page's first load does not carry it. Every failure (private mode, no IndexedDB) reads as "no file kept".
import { MAX_RESUME_FILE_BYTES } from "@/lib/shared/validations/resume-parse/upload-limits";

const DB_NAME = "resumecraft-upload";
const STORE = "pending";
const KEY = "file";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Stored = { name: string; type: string; lastModified: number; savedAt: number; blob: Blob };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("indexedDB.open failed"));
  });
}

async function run<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = ask(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

/** Keeps `file` for after sign-in; false when it is too large or the browser would not store it. */
export async function keepPendingUpload(file: File): Promise<boolean> {
  if (file.size > MAX_RESUME_FILE_BYTES) return false;
  try {
    const stored: Stored = {
      name: file.name,
      type: file.type,
      lastModified: file.lastModified,
      savedAt: Date.now(),
      // A copy of the bytes: some browsers drop a picked File's reference once the page it came from is gone.
      blob: new Blob([await file.arrayBuffer()], { type: file.type }),
    };
    await run("readwrite", (store) => store.put(stored, KEY));
    return true;
  } catch {
    return false;
  }
}

/** The kept file, or null when there is none, it is older than a day (then it is deleted) or cannot be read. */
export async function readPendingUpload(): Promise<File | null> {
  try {
    const stored = await run<Stored | undefined>(
      "readonly",
      (store) => store.get(KEY) as IDBRequest<Stored | undefined>,
    );
    if (!stored) return null;
    if (Date.now() - stored.savedAt > MAX_AGE_MS || stored.blob.size > MAX_RESUME_FILE_BYTES) {
      await clearPendingUpload();
      return null;
    }
    return new File([stored.blob], stored.name, { type: stored.type, lastModified: stored.lastModified });
  } catch {
    return null;
  }
}

export async function clearPendingUpload(): Promise<void> {
  try {
    await run("readwrite", (store) => store.delete(KEY));
  } catch {
    // Nothing kept, or storage is off: there is nothing to clear.
  }
}
