import { describe, expect, it } from "@jest/globals";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from "@/lib/shared/seo/json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses back to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> <!-- \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("builders", () => {
  it("links the web site to its publisher organization", () => {
    const org = organizationJsonLd({
      name: "ResumeCraft",
      url: "https://cv.example.com/",
      logo: "https://cv.example.com/icon.svg",
    });
    const site = webSiteJsonLd({
      name: "ResumeCraft",
      url: "https://cv.example.com/ch",
      inLanguage: "zh-CN",
      description: "d",
      organizationUrl: "https://cv.example.com/",
    });
    expect(org["@type"]).toBe("Organization");
    expect(site.publisher).toEqual({ "@id": org["@id"] });
    expect(site.inLanguage).toBe("zh-CN");
  });

  it("writes offer prices as decimal strings in the given currency", () => {
    const product = productJsonLd({
      name: "Premium",
      description: "d",
      url: "https://cv.example.com/pricing",
      brand: "ResumeCraft",
      offers: [
        { name: "Monthly", priceCents: 1000, currency: "USD", url: "https://cv.example.com/pricing" },
        { name: "Lifetime", priceCents: 18850, currency: "USD", url: "u" },
      ],
    });
    expect(product.offers).toEqual([
      expect.objectContaining({ "@type": "Offer", name: "Monthly", price: "10.00", priceCurrency: "USD" }),
      expect.objectContaining({ price: "188.50" }),
    ]);
  });

  it("numbers breadcrumb items from 1 in order", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "a" },
      { name: "Guides", url: "b" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "a" },
      { "@type": "ListItem", position: 2, name: "Guides", item: "b" },
    ]);
  });
});
