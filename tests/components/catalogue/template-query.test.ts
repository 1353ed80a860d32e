import { findTemplate, webResumeHref, withQueryParam } from "@/components/catalogue/template-query";
import { matchesFilters, noFilters } from "@/components/catalogue/template-filter";
import { catalogueTemplates } from "./template-fixtures";

describe("withQueryParam", () => {
  it("adds, replaces and removes one key, keeping the others", () => {
    expect(withQueryParam("", "template", "a")).toBe("?template=a");
    expect(withQueryParam("?notify=1", "template", "a")).toBe("?notify=1&template=a");
    expect(withQueryParam("?template=a&notify=1", "template", "b")).toBe("?template=b&notify=1");
    expect(withQueryParam("?template=a&notify=1", "template", null)).toBe("?notify=1");
    expect(withQueryParam("?template=a", "template", null)).toBe("");
  });
});

describe("findTemplate", () => {
  it("finds by catalogue id or component name, and nothing else", () => {
    expect(findTemplate(catalogueTemplates, "tpl-2")?.componentName).toBe("TemplateIntro");
    expect(findTemplate(catalogueTemplates, "TemplateSidebar")?._id).toBe("tpl-3");
    expect(findTemplate(catalogueTemplates, "nope")).toBeUndefined();
  });
});

describe("webResumeHref", () => {
  it("passes the chosen theme on to the public page", () => {
    expect(webResumeHref("/r/abc", "rose")).toBe("/r/abc?theme=rose");
    expect(webResumeHref("/r/abc", undefined)).toBe("/r/abc");
  });
});

describe("matchesFilters", () => {
  const count = (plan: "all" | "free" | "premium", columns: "all" | "one" | "two") =>
    catalogueTemplates.filter((template) => matchesFilters(template, { plan, columns })).length;

  it("splits the catalogue by plan and by columns", () => {
    expect(count(noFilters.plan, noFilters.columns)).toBe(12);
    expect(count("free", "all")).toBe(7);
    expect(count("premium", "all")).toBe(5);
    expect(count("all", "two")).toBe(catalogueTemplates.filter((template) => template.columns === "two").length);
    expect(count("free", "two") + count("free", "one")).toBe(7);
  });
});
