// The link a user shares: the sign-up page of the locale with ?inviter=<userId> (docs/product.md §7 checkInviter reads
// it).
import type { Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";

export function inviteLink(baseUrl: string, locale: Locale, userId: string): string {
  const url = new URL(getPathname({ locale, href: "/signup" }), baseUrl);
  url.searchParams.set("inviter", userId);
  return url.toString();
}
