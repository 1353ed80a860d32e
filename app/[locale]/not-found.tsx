// The 404 of every page under a locale, cached (ISR) pages included. The locale comes from the route params, never
// from the request headers: reading headers here turned a static page's notFound() into a 500.
import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { routing } from "@/i18n/routing";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";

type Props = { params?: Promise<{ locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params)?.locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // No canonical or hreflang: a missing page has no URL of its own (Next.js also marks 404s noindex).
  return pageMetadata(locale, "notFound", null);
}

export default function NotFound() {
  return <NotFoundBody />;
}
