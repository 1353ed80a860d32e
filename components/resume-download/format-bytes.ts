// File sizes and speeds in B, KB, MB, GB (docs/product.md §9, "Download"), 1024-based, one decimal above bytes.
const units = ["B", "KB", "MB", "GB"] as const;

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The name the server chose (`filename*` first, RFC 6266), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed header is no reason to fail the download.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}
