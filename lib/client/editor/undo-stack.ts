// In-memory undo/redo for the editor. Rapid typing in one field is one step: an edit with the same coalesce key
// within `coalesceMs` of the previous one does not push a new entry, so Ctrl-Z undoes a burst, not a character.
export type UndoStack<T> = {
  record: (previous: T, key: string | null, now?: number) => void;
  undo: (current: T) => T | null;
  redo: (current: T) => T | null;
  canUndo: () => boolean;
  canRedo: () => boolean;
  clear: () => void;
};

export function createUndoStack<T>({
  limit = 100,
  coalesceMs = 1000,
}: { limit?: number; coalesceMs?: number } = {}): UndoStack<T> {
  const past: T[] = [];
  let future: T[] = [];
  let last: { key: string | null; at: number } | null = null;

  return {
    record(previous, key, now = Date.now()) {
      future = [];
      const coalesce = key !== null && last?.key === key && now - last.at < coalesceMs;
      last = { key, at: now };
      if (coalesce) return;
      past.push(previous);
      if (past.length > limit) past.shift();
    },
    undo(current) {
      const previous = past.pop();
      if (previous === undefined) return null;
      future.push(current);
      last = null;
      return previous;
    },
    redo(current) {
      const next = future.pop();
      if (next === undefined) return null;
      past.push(current);
      last = null;
      return next;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    clear() {
      past.length = 0;
      future = [];
      last = null;
    },
  };
}
