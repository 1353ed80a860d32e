// The link a user shares: the sign-up page of the locale with ?inviter=<userId> (SPEC §7 checkInviter reads it).
import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-paths";

export function inviteLink(baseUrl: string, locale: Locale, userId: string): string {
  const url = new URL(localizePath(locale, "/signup"), baseUrl);
  url.searchParams.set("inviter", userId);
  return url.toString();
}
