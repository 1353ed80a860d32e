// schema.org structured data (JSON-LD) for search engines: pure builders plus the one safe serializer.
// Builders take absolute URLs; they never read configuration, so tests can call them directly.

export type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org";

/**
 * JSON for a <script type="application/ld+json"> body. "<" is escaped so a "</script>" or "<!--" inside any value
 * cannot end the script early; U+2028/U+2029 are escaped because some parsers treat them as line ends.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd({ name, url, logo }: { name: string; url: string; logo: string }): JsonLdObject {
  return { "@context": CONTEXT, "@type": "Organization", "@id": `${url}#organization`, name, url, logo };
}

export function webSiteJsonLd({
  name,
  url,
  inLanguage,
  description,
  organizationUrl,
}: {
  name: string;
  url: string;
  inLanguage: string;
  description: string;
  organizationUrl: string;
}): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${url}#website`,
    name,
    url,
    inLanguage,
    description,
    publisher: { "@id": `${organizationUrl}#organization` },
  };
}

export type OfferInput = { name: string; priceCents: number; currency: string; url: string; description?: string };

/** A product sold as several one-time offers (the membership plans). Prices are decimal strings, as schema.org expects. */
export function productJsonLd({
  name,
  description,
  url,
  brand,
  offers,
}: {
  name: string;
  description: string;
  url: string;
  brand: string;
  offers: readonly OfferInput[];
}): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name,
    description,
    url,
    brand: { "@type": "Brand", name: brand },
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      ...(offer.description && { description: offer.description }),
      price: (offer.priceCents / 100).toFixed(2),
      priceCurrency: offer.currency,
      url: offer.url,
    })),
  };
}

export type BreadcrumbInput = { name: string; url: string };

export function breadcrumbJsonLd(items: readonly BreadcrumbInput[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
