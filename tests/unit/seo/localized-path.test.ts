import { describe, expect, it } from "@jest/globals";
import { alternatesFor, routePaths, SIGN_IN_PATHS } from "@/lib/seo/localized-path";

describe("alternatesFor", () => {
  it("gives the locale's canonical path and every hreflang", () => {
    expect(alternatesFor("zh", "/templates")).toEqual({
      canonical: "/ch/templates",
      languages: { en: "/templates", "zh-CN": "/ch/templates", "x-default": "/templates" },
    });
  });

  it("maps both sign-in names to the per-locale pair, so no alternate is a redirect", () => {
    expect(routePaths("/signin")).toBe(SIGN_IN_PATHS);
    expect(routePaths("/login")).toBe(SIGN_IN_PATHS);
    expect(alternatesFor("en", routePaths("/signin"))).toEqual({
      canonical: "/signin",
      languages: { en: "/signin", "zh-CN": "/ch/login", "x-default": "/signin" },
    });
    expect(alternatesFor("zh", routePaths("/login")).canonical).toBe("/ch/login");
    expect(routePaths("/signup")).toBe("/signup");
  });
});
