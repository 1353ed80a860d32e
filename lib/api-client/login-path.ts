import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-paths";

/** The locale's login page (SPEC §2: /login in Chinese, /signin in English), with `prev` when given. */
export function loginPath(locale: Locale, prev?: string): string {
  const path = localizePath(locale, locale === "zh" ? "/login" : "/signin");
  return prev ? `${path}?prev=${encodeURIComponent(prev)}` : path;
}

/** Only a same-site path is followed after sign-in; anything else (//evil.example, https://…) goes home. */
export function safePrev(prev: string | null | undefined, fallback: string): string {
  if (!prev || !prev.startsWith("/") || prev.startsWith("//") || prev.startsWith("/\\")) return fallback;
  return prev;
}
