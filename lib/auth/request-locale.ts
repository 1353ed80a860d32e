import type { Locale } from "@/i18n/routing";

/** The UI's locale for mails and SMS: the api client sends `x-locale`; otherwise the browser's language decides. */
export function requestLocale(headers: Headers): Locale {
  const explicit = headers.get("x-locale");
  if (explicit === "zh" || explicit === "en") return explicit;
  return headers.get("accept-language")?.trim().toLowerCase().startsWith("zh") ? "zh" : "en";
}
