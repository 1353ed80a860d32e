// schema.org CreativeWork for a template's page: search engines read the name, the cover and whether it is free.
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

type Input = { template: TemplateDto; url: string; image: string; brand: string; inLanguage: string };

export function templateJsonLd({ template, url, image, brand, inLanguage }: Input): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: template.title,
    description: template.desc,
    image,
    url,
    inLanguage,
    isAccessibleForFree: !template.isPro,
    creator: { "@type": "Organization", name: brand },
  };
  // Escaping "<" keeps a "</script>" inside any field from closing the tag early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
