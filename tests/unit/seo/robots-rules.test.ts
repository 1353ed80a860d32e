import { describe, expect, it } from "@jest/globals";
import { disallowedPaths, robotsRules } from "@/lib/server/seo/robots-rules";

describe("robots rules", () => {
  it("keeps crawlers out of private areas in both locales", () => {
    expect(disallowedPaths()).toEqual(
      expect.arrayContaining([
        "/api/",
        "/editor",
        "/resumes",
        "/settings",
        "/dev/",
        "/print/",
        "/ch/api/",
        "/ch/editor",
        "/ch/resumes",
        "/ch/settings",
        "/ch/dev/",
        "/ch/print/",
      ]),
    );
  });

  it("leaves the public site, public resumes and covers open", () => {
    const rules = robotsRules();
    const rule = Array.isArray(rules) ? rules[0] : rules;
    expect(rule?.allow).toEqual(["/", "/api/covers/"]);
    expect(
      disallowedPaths().some(
        (path) => "/r/jane".startsWith(path) || "/templates".startsWith(path) || "/ch/pricing".startsWith(path),
      ),
    ).toBe(false);
  });
});
