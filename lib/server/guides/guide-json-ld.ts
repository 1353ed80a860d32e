// schema.org Article for a guide page (search engines show the headline, date and publisher from it).
import "server-only";
import type { Guide } from "./load-guides";

export function guideJsonLd(guide: Guide, url: string, brand: string, inLanguage: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.description,
    datePublished: guide.date,
    dateModified: guide.date,
    inLanguage,
    mainEntityOfPage: url,
    author: { "@type": "Organization", name: brand },
    publisher: { "@type": "Organization", name: brand },
  };
  // Escaping "<" keeps a "</script>" inside any field from closing the tag early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
