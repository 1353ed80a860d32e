import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind class win over an earlier conflicting one (e.g. a caller's padding).
 * tailwind-merge is ~7 kB gzip of browser JavaScript: client components on public pages join classes that never
 * conflict with clsx instead (Button, the header), so the pages that need no merging do not load it.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
