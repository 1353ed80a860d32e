import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx: strings, conditionals, arrays). It does not resolve conflicting Tailwind classes (no
 * tailwind-merge, ~7 kB gzip on every public page): a component whose caller may change its look offers a variant or
 * size prop, and `className` only adds what the defaults leave unset (margin, width, position).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
