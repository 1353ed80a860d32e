import "server-only";
import { hasLocale } from "next-intl";
import { routing, type Locale } from "@/i18n/routing";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";

/** The UI's locale for mails and SMS: the api client sends `x-locale`; otherwise the browser's languages decide. */
export function requestLocale(headers: Headers): Locale {
  const explicit = headers.get("x-locale");
  return hasLocale(routing.locales, explicit) ? explicit : negotiateLocale(headers.get("accept-language"));
}
