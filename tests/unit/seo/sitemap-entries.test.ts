// The sitemap builder: every static page in both locales with reciprocal hreflang alternates, absolute URLs,
// template and guide pages per locale, examples once under their own locale, public resumes once.
import { describe, expect, it } from "@jest/globals";
import { buildSitemap, localizedEntries } from "@/lib/server/seo/sitemap-entries";
import { PUBLIC_PAGES } from "@/lib/server/seo/public-pages";

const base = "https://cv.example.com";
const empty = { baseUrl: base, guides: [], templateSlugs: [], examples: [], resumes: [] };

describe("localizedEntries", () => {
  it("lists a page under both locales, each naming en, zh-CN and x-default", () => {
    const entries = localizedEntries(base, "/pricing", { priority: 0.8 });
    expect(entries.map((entry) => entry.url)).toEqual([`${base}/pricing`, `${base}/ch/pricing`]);
    for (const entry of entries) {
      expect(entry.priority).toBe(0.8);
      expect(entry.alternates?.languages).toEqual({
        en: `${base}/pricing`,
        "zh-CN": `${base}/ch/pricing`,
        "x-default": `${base}/pricing`,
      });
    }
  });

  it("writes the homes as the origin and /ch, without a trailing slash, as canonical links do", () => {
    const entries = localizedEntries(`${base}/`, "/");
    expect(entries.map((entry) => entry.url)).toEqual([base, `${base}/ch`]);
    expect(entries[1]?.alternates?.languages).toEqual({ en: base, "zh-CN": `${base}/ch`, "x-default": base });
  });

  it("pairs the English sign-in page with the Chinese login page", () => {
    const entries = localizedEntries(base, "/signin");
    expect(entries.map((entry) => entry.url)).toEqual([`${base}/signin`, `${base}/ch/login`]);
    expect(entries[0]?.alternates?.languages).toMatchObject({
      "zh-CN": `${base}/ch/login`,
      "x-default": `${base}/signin`,
    });
  });
});

describe("buildSitemap", () => {
  it("lists every static public page twice and nothing private", () => {
    const urls = buildSitemap(empty).map((entry) => entry.url);
    expect(urls).toHaveLength(PUBLIC_PAGES.length * 2);
    expect(urls).toEqual(
      expect.arrayContaining([
        base,
        `${base}/ch`,
        `${base}/templates`,
        `${base}/ch/examples`,
        `${base}/signup`,
        `${base}/ch/signup`,
      ]),
    );
    expect(urls).not.toContain(`${base}/ch/signin`);
    expect(urls).not.toContain(`${base}/login`);
    expect(urls.some((url) => /\/(editor|resumes|settings|api|print|dev)(\/|$)/.test(url))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("adds each template and guide page in both locales, guides with their date", () => {
    const entries = buildSitemap({
      ...empty,
      templateSlugs: ["modern"],
      guides: [{ slug: "write-a-summary", date: "2026-01-15" }],
    });
    const guide = entries.find((entry) => entry.url === `${base}/ch/guides/write-a-summary`);
    expect(entries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([
        `${base}/templates/modern`,
        `${base}/ch/templates/modern`,
        `${base}/guides/write-a-summary`,
      ]),
    );
    expect(guide?.lastModified).toBe("2026-01-15");
    expect(guide?.alternates?.languages?.en).toBe(`${base}/guides/write-a-summary`);
  });

  it("lists an example once, at its own locale's URL, with its change time", () => {
    const updatedAt = new Date("2026-02-01T10:00:00Z");
    const entries = buildSitemap({
      ...empty,
      examples: [
        { id: "ex1", locale: "en", updatedAt },
        { id: "ex2", locale: "zh", updatedAt },
      ],
    });
    const examples = entries.filter((entry) => entry.url.includes("/examples/"));
    expect(examples.map((entry) => entry.url)).toEqual([`${base}/examples/ex1`, `${base}/ch/examples/ex2`]);
    expect(examples[0]?.lastModified).toBe(updatedAt);
    expect(examples[0]?.alternates).toBeUndefined();
  });

  it("lists opted-in public resumes under /r/ with the slug escaped", () => {
    const updatedAt = new Date("2026-03-01T00:00:00Z");
    const entries = buildSitemap({
      ...empty,
      resumes: [
        { slug: "jane-doe", updatedAt },
        { slug: "a b", updatedAt },
      ],
    });
    expect(entries.filter((entry) => entry.url.includes("/r/")).map((entry) => entry.url)).toEqual([
      `${base}/r/jane-doe`,
      `${base}/r/a%20b`,
    ]);
  });
});
