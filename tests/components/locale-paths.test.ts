import { localeAlternates, localizePath, unlocalizePath } from "@/lib/i18n/locale-paths";
import { switchLocalePath } from "@/lib/i18n/switch-locale-path";

describe("switchLocalePath", () => {
  it("keeps the page and the query when switching to Chinese", () => {
    expect(switchLocalePath("/templates", "x=1", "zh")).toBe("/ch/templates?x=1");
  });

  it("keeps the page and the query when switching to English, without an /en prefix", () => {
    expect(switchLocalePath("/templates", "?x=1&y=2", "en")).toBe("/templates?x=1&y=2");
  });

  it("maps the home pages to / and /ch and drops an empty query", () => {
    expect(switchLocalePath("/", "", "zh")).toBe("/ch");
    expect(switchLocalePath("/", "", "en")).toBe("/");
  });
});

describe("localizePath and unlocalizePath", () => {
  it("round-trips paths of both locales", () => {
    expect(localizePath("zh", "/settings")).toBe("/ch/settings");
    expect(unlocalizePath("/ch/settings", "zh")).toBe("/settings");
    expect(unlocalizePath("/ch", "zh")).toBe("/");
    expect(unlocalizePath("/templates", "en")).toBe("/templates");
  });

  it("does not strip a prefix that is only the start of a word", () => {
    expect(unlocalizePath("/chat", "zh")).toBe("/chat");
  });
});

describe("localeAlternates", () => {
  it("gives the canonical of the locale and hreflang links for en, zh-CN and x-default", () => {
    expect(localeAlternates("zh", "/pricing")).toEqual({
      canonical: "/ch/pricing",
      languages: { en: "/pricing", "zh-CN": "/ch/pricing", "x-default": "/pricing" },
    });
  });
});
