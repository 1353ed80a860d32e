// Which uploaded original a cropped resume photo came from (docs/product.md §4 "Avatar: upload, crop, restore
// original"), so "Re-crop" starts again from the full image and "Restore original" can put it back. The document has
// one avatar field, so the link lives in this browser's localStorage: photo URL → original URL (an original maps to
// itself).
const KEY = "rb-avatar-originals";
const MAX_ENTRIES = 100;
const listeners = new Set<() => void>();

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberOriginal(photoUrl: string, originalUrl: string): void {
  const map = { ...read(), [photoUrl]: originalUrl, [originalUrl]: originalUrl };
  const entries = Object.entries(map);
  try {
    // Oldest first in insertion order: keep the newest entries.
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ENTRIES))));
  } catch {
    // Storage full or disabled: re-crop and restore are simply not offered for this photo.
  }
  for (const listener of listeners) listener();
}

/** The original of a photo, or null when this browser never saw it uploaded. */
export function originalOf(photoUrl: string): string | null {
  if (!photoUrl || typeof localStorage === "undefined") return null;
  return read()[photoUrl] ?? null;
}

/** For useSyncExternalStore: other tabs (storage event) and this one (rememberOriginal). */
export function subscribeOriginals(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
