import type { Locale } from "@/i18n/routing";
import { localizePath } from "./locale-paths";

/**
 * The URL of the same page and query in another locale: ("/templates", "x=1", "zh") → "/ch/templates?x=1".
 * `pathname` is locale-less (next-intl's usePathname); `search` may start with "?" or not.
 * The default locale gets no prefix, so switching back never needs a redirect from "/en/…".
 */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return `${localizePath(target, pathname)}${query ? `?${query}` : ""}`;
}
