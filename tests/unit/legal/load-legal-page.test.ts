// content/legal: the terms and the privacy policy exist in both languages with the same sections, and the contact is
// the operator's SUPPORT_EMAIL (or the fallback words), never a leftover placeholder.
import { describe, expect, it } from "@jest/globals";
import { legalContact, loadLegalPage, type LegalPageName } from "@/lib/server/legal/load-legal-page";
import { extractHeadings } from "@/lib/server/guides/load-guides";

const pages: LegalPageName[] = ["terms", "privacy"];

describe("legal pages", () => {
  it.each(pages)("%s has a date and the same number of sections in English and Chinese", (name) => {
    const en = loadLegalPage(name, "en", "x");
    const zh = loadLegalPage(name, "zh", "x");
    expect(en.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(zh.updated).toBe(en.updated);
    expect(extractHeadings(zh.body)).toHaveLength(extractHeadings(en.body).length);
    expect(extractHeadings(en.body).length).toBeGreaterThan(4);
  });

  it.each(pages)("%s puts the contact where the text says {contact}", (name) => {
    for (const locale of ["en", "zh"] as const) {
      const page = loadLegalPage(name, locale, legalContact("help@example.test", "nobody"));
      expect(page.body).toContain("[help@example.test](mailto:help@example.test)");
      expect(page.body).not.toContain("{contact}");
      expect(loadLegalPage(name, locale, legalContact(undefined, "the operator")).body).toContain("the operator");
    }
  });

  it("links each language's other legal page in the same language", () => {
    expect(loadLegalPage("terms", "en", "x").body).toContain("](/privacy)");
    expect(loadLegalPage("terms", "zh", "x").body).toContain("](/ch/privacy)");
    expect(loadLegalPage("privacy", "en", "x").body).toContain("](/terms)");
    expect(loadLegalPage("privacy", "zh", "x").body).toContain("](/ch/terms)");
  });
});
