import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

/**
 * The URL of the same page and query in another locale: ("/templates", "x=1", "zh") → "/ch/templates?x=1",
 * ("/signin", "", "zh") → "/ch/login". `pathname` is the internal route (next-intl's usePathname); `search` may start
 * with "?" or not. The default locale gets no prefix, so switching back never needs a redirect from "/en/…".
 */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return `${getPathname({ locale: target, href: pathname })}${query ? `?${query}` : ""}`;
}
