// Prices as each locale writes them: "$10" and "¥10" for whole amounts; "$6.60" in English but "¥6.6" in Chinese,
// where a trailing zero after the jiao is not written.
import { htmlLang, type Locale } from "@/i18n/routing";
import { currencyByLocale, type Currency } from "./plans";

export function formatPrice(cents: number, locale: Locale, currency: Currency = currencyByLocale[locale]): string {
  const isWhole = cents % 100 === 0;
  const minimumFractionDigits = isWhole ? 0 : currency === "CNY" && cents % 10 === 0 ? 1 : 2;
  return new Intl.NumberFormat(htmlLang[locale], {
    style: "currency",
    currency,
    // "CN¥" is what Intl writes for CNY outside Chinese; our Chinese page always says "¥".
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
