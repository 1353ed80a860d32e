// Renders structured data as <script type="application/ld+json">, serialized safely (lib/shared/seo/json-ld.ts).
import { serializeJsonLd, type JsonLdObject } from "@/lib/shared/seo/json-ld";

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
