// Unsent edits kept in localStorage per resume (SPEC: nothing typed is lost offline or on a failed save). Written
// before every save attempt, removed once the server has the text; offered back on reopen when newer than the server.
import type { EditorDoc } from "./editor-store";

export type LocalDraft = { doc: EditorDoc; baseVersion: number; savedAt: number };

const key = (id: string) => `rb-editor-draft:${id}`;

export function writeDraft(id: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the save itself still runs.
  }
}

export function readDraft(id: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    if (!draft.doc || typeof draft.baseVersion !== "number" || typeof draft.savedAt !== "number") return null;
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

export function clearDraft(id: string): void {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // Nothing to clear.
  }
}

/** A draft is worth offering when it was written after the server's copy was last saved. */
export function isDraftNewer(draft: LocalDraft | null, serverUpdatedAt: string): draft is LocalDraft {
  return draft !== null && draft.savedAt > Date.parse(serverUpdatedAt);
}
