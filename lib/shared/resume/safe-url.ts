// Only web, mail and telephone links become anchors; "javascript:" and other schemes stay plain text.
export function safeHref(src: string): string | undefined {
  const value = src.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return undefined;
}

/** "https://www.github.com/emily/" → "github.com/emily": what a reader of the printed page needs to type. */
export function displayUrl(src: string): string {
  return src
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?/i, "")
    .replace(/\/$/, "");
}

/** Avatars may be our own files, http(s) images or inline data images; nothing else is loaded. */
export function safeImageSrc(src: string): string | undefined {
  const value = src.trim();
  if (/^(https?:\/\/|\/(?!\/))/i.test(value) || /^data:image\/(png|jpe?g|webp|gif);base64,/i.test(value)) return value;
  return undefined;
}
