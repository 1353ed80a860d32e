import "server-only";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { routing, type Locale } from "@/i18n/routing";

/**
 * The [locale] segment of a layout's or image route's params as a Locale. Next types layout params as plain strings
 * (pages may declare `locale: Locale`), so layouts check instead of casting; an unknown segment is a 404.
 */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
