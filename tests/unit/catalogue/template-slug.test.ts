import { templateBySlug, templateSlug, templateSlugs } from "@/lib/shared/catalogue/template-slug";
import { templateRegistry } from "@/lib/shared/templates/registry";

describe("templateSlug", () => {
  it("lowercases the registry name", () => {
    expect(templateSlug("TemplateModern")).toBe("modern");
    expect(templateSlug("TemplateExecutive")).toBe("executive");
  });

  it("is undefined for an unknown component", () => {
    expect(templateSlug("TemplateNope")).toBeUndefined();
  });
});

describe("templateBySlug", () => {
  it("finds the registry entry of a slug", () => {
    expect(templateBySlug("sidebar")?.componentName).toBe("TemplateSidebar");
  });

  it("rejects unknown and differently cased slugs", () => {
    expect(templateBySlug("nope")).toBeUndefined();
    expect(templateBySlug("Modern")).toBeUndefined();
    expect(templateBySlug("")).toBeUndefined();
  });

  it("round-trips every template with unique, URL-safe slugs", () => {
    const slugs = templateSlugs();
    expect(slugs).toHaveLength(templateRegistry.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const meta of templateRegistry) {
      const slug = templateSlug(meta.componentName);
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(templateBySlug(slug ?? "")?.componentName).toBe(meta.componentName);
    }
  });
});
