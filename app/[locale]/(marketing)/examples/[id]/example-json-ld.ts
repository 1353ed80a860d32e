// schema.org CreativeWork for an example's page: search engines read its name, description, cover, author and
// language from it. URLs must be absolute.
export type ExampleJsonLdInput = {
  name: string;
  description: string;
  url: string;
  image: string;
  author: { name: string; image?: string };
  inLanguage: string;
  genre?: string;
  publisher: string;
};

export function exampleJsonLd(input: ExampleJsonLdInput): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: input.name,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    inLanguage: input.inLanguage,
    ...(input.genre && { genre: input.genre }),
    author: { "@type": "Person", name: input.author.name, ...(input.author.image && { image: input.author.image }) },
    publisher: { "@type": "Organization", name: input.publisher },
  };
  // Escaping "<" keeps a "</script>" inside any field from closing the tag early.
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
