import { exampleJsonLd } from "@/app/[locale]/(marketing)/examples/[id]/example-json-ld";

describe("exampleJsonLd", () => {
  const input = {
    name: "Senior Backend Engineer",
    description: "Payments </script><script>alert(1)</script>",
    url: "https://resume.example.test/examples/ex-1",
    image: "https://resume.example.test/api/covers/resumes/ex-1.png",
    author: { name: "Daniel Okafor", image: "https://resume.example.test/avatars/daniel-okafor.svg" },
    inLanguage: "en",
    genre: "Software Engineering",
    publisher: "ResumeCraft",
  };

  it("describes the example as a schema.org CreativeWork with its author", () => {
    expect(JSON.parse(exampleJsonLd(input))).toEqual({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: input.name,
      description: input.description,
      url: input.url,
      mainEntityOfPage: input.url,
      image: input.image,
      inLanguage: "en",
      genre: "Software Engineering",
      author: { "@type": "Person", name: "Daniel Okafor", image: input.author.image },
      publisher: { "@type": "Organization", name: "ResumeCraft" },
    });
  });

  it("cannot close its script tag early", () => {
    expect(exampleJsonLd(input)).not.toContain("</script>");
  });
});
