// Locale URLs come from next-intl's routing table (i18n/routing.ts): the /ch prefix and /signin ↔ /ch/login.
import { describe, expect, it } from "@jest/globals";
import { getPathname } from "@/i18n/navigation";
import { localeAlternates, splitLocalePath } from "@/lib/server/i18n/locale-paths";
import { switchLocalePath } from "@/lib/shared/i18n/switch-locale-path";

describe("getPathname", () => {
  it("prefixes Chinese with /ch and leaves English unprefixed; the Chinese home is /ch", () => {
    expect(getPathname({ locale: "zh", href: "/settings" })).toBe("/ch/settings");
    expect(getPathname({ locale: "en", href: "/settings" })).toBe("/settings");
    expect(getPathname({ locale: "zh", href: "/" })).toBe("/ch");
    expect(getPathname({ locale: "en", href: "/" })).toBe("/");
  });

  it("names the sign-in page /signin in English and /ch/login in Chinese", () => {
    expect(getPathname({ locale: "en", href: "/signin" })).toBe("/signin");
    expect(getPathname({ locale: "zh", href: "/signin" })).toBe("/ch/login");
  });

  it("passes routes without a table entry through unchanged", () => {
    expect(getPathname({ locale: "zh", href: "/templates/modern" })).toBe("/ch/templates/modern");
  });
});

describe("localeAlternates", () => {
  it("gives the canonical of the locale and hreflang links for en, zh-CN and x-default", () => {
    expect(localeAlternates("zh", "/pricing")).toEqual({
      canonical: "/ch/pricing",
      languages: { en: "/pricing", "zh-CN": "/ch/pricing", "x-default": "/pricing" },
    });
  });

  it("pairs /signin with /ch/login, so no alternate is a redirect", () => {
    expect(localeAlternates("en", "/signin")).toEqual({
      canonical: "/signin",
      languages: { en: "/signin", "zh-CN": "/ch/login", "x-default": "/signin" },
    });
    expect(localeAlternates("zh", "/signin").canonical).toBe("/ch/login");
  });

  it("maps the home pages to / and /ch", () => {
    expect(localeAlternates("zh", "/")).toEqual({
      canonical: "/ch",
      languages: { en: "/", "zh-CN": "/ch", "x-default": "/" },
    });
  });
});

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

  it("switches the sign-in page to each locale's own name", () => {
    expect(switchLocalePath("/signin", "prev=%2Fpricing", "zh")).toBe("/ch/login?prev=%2Fpricing");
    expect(switchLocalePath("/signin", "", "en")).toBe("/signin");
  });
});

describe("splitLocalePath", () => {
  it("reads the locale from the prefix and strips it", () => {
    expect(splitLocalePath("/ch/settings")).toEqual({ locale: "zh", path: "/settings" });
    expect(splitLocalePath("/ch")).toEqual({ locale: "zh", path: "/" });
    expect(splitLocalePath("/templates")).toEqual({ locale: "en", path: "/templates" });
  });

  it("does not take a word that only starts with the prefix for it", () => {
    expect(splitLocalePath("/chat")).toEqual({ locale: "en", path: "/chat" });
  });
});
