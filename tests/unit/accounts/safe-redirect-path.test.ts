import { describe, expect, it } from "@jest/globals";
import { safeRedirectPath } from "@/lib/utils/safe-redirect-path";

const FALLBACK = "/fallback";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/resumes",
    "/ch/resumes?start=1",
    "/settings?type=orders#sessions",
    "/templates?q=a%2Fb",
    "/editor/abc123",
  ])("keeps the same-site path %j", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it.each([
    // The reported case: ?prev=%2F%09%2Fevil.test arrives decoded as "/<tab>/evil.test"; browsers drop the tab.
    ["/\t/evil.test"],
    ["/\\evil.test"],
    ["\\\\evil.test"],
    ["//evil.test"],
    ["///evil.test"],
    ["/\n/evil.test"],
    ["/\r/evil.test"],
    ["/\u0000/evil.test"],
    ["/\u007f/evil.test"],
    ["\t//evil.test"],
    [" //evil.test"],
    ["/ok\\..\\..\\evil"],
    ["%2F%2Fevil.test"],
    ["/%2F/evil.test"],
    ["/%09/evil.test"],
    ["/%5Cevil.test"],
    ["/%0d%0a/evil.test"],
    ["/%E0%A4%A"],
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["data:text/html,hi"],
    ["https://evil.test"],
    ["http:/evil.test"],
    ["evil.test"],
    ["?x=1"],
    [""],
    [`/${"a".repeat(5000)}`],
  ])("refuses %j", (hostile) => {
    expect(safeRedirectPath(hostile, FALLBACK)).toBe(FALLBACK);
  });

  it("answers the fallback for a missing value, including undefined", () => {
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath("//evil.test", undefined)).toBeUndefined();
  });
});
