import { describe, expect, it } from "@jest/globals";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";

const FALLBACK = "/fallback";
const ORIGIN = "https://our.test";

/**
 * Where a browser ends up when we redirect to `target`: Next sends a same-origin redirect as a relative Location
 * header (the origin cut off), and the browser strips tabs and newlines and reads `\` as `/` before resolving it.
 */
function landsOn(target: string): string {
  const relative = new URL(target, ORIGIN).toString().replace(ORIGIN, "");
  return new URL(relative.replace(/[\t\n\r]/g, "").replaceAll("\\", "/"), ORIGIN).origin;
}

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/resumes",
    "/ch/resumes?start=1",
    "/settings?type=orders#sessions",
    "/templates?q=a%2Fb",
    "/templates?q=100%25",
    "/editor/abc123",
    "/a//b",
  ])("keeps the same-site path %j", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it("answers the resolved path, not the value as sent", () => {
    expect(safeRedirectPath("/settings/../resumes?x=1", FALLBACK)).toBe("/resumes?x=1");
    expect(safeRedirectPath("/resumes/./a", FALLBACK)).toBe("/resumes/a");
    // Non-ASCII is percent-encoded as the browser would send it.
    expect(safeRedirectPath("/ch/简历", FALLBACK)).toBe("/ch/%E7%AE%80%E5%8E%86");
  });

  // Issue 20 item 13: every value below must be refused (the fallback), whichever hop decodes it how often.
  const hostile: string[] = [
    // Dot segments that collapse into a protocol-relative `//host` once resolved (the reported case, decoded once).
    "/..//evil.test",
    "/../..//evil.test",
    "/a/../..//evil.test",
    "/./..//evil.test",
    "/%2e%2e//evil.test",
    "/.%2E//evil.test",
    "/..%2F%2Fevil.test",
    "/%2e%2e%2f%2fevil.test",
    // Encoded slashes and backslashes, once, twice and three times.
    "%2F%2Fevil.test",
    "/%2F/evil.test",
    "/%252F%252Fevil.test",
    "/%25252F%25252Fevil.test",
    "/%5Cevil.test",
    "/%255Cevil.test",
    "/%2e%2e%5c%5cevil.test",
    // `//`, `/\` and backslashes as written.
    "//evil.test",
    "///evil.test",
    "/\\evil.test",
    "\\\\evil.test",
    "\\/evil.test",
    "/ok\\..\\..\\evil",
    // Control characters, tabs and newlines (raw and encoded), C1 and DEL.
    "/\t/evil.test",
    "\t//evil.test",
    "/\n/evil.test",
    "/\r/evil.test",
    "/\u000b/evil.test",
    "/\u0000/evil.test",
    "/\u007f/evil.test",
    "/\u0085/evil.test",
    "/%09/evil.test",
    "/%0d%0a/evil.test",
    "/%2509/evil.test",
    "/..\n//evil.test",
    // Schemes, upper or mixed case, with leading blanks.
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,hi",
    "vbscript:msgbox(1)",
    "blob:https://evil.test/x",
    "https://evil.test",
    "HTTPS://evil.test/",
    "http:/evil.test",
    "http:evil.test",
    // Userinfo.
    "//user:pass@evil.test",
    "https://our.test@evil.test",
    "http://safe-redirect.invalid@evil.test/",
    // Unicode lookalikes of `/`, `.` and spaces in front of the slashes.
    "／／evil.test",
    "\u3000//evil.test",
    " //evil.test",
    "\u2215\u2215evil.test",
    // Not a path at all, broken encoding, too long.
    "evil.test",
    "?x=1",
    "",
    "/%E0%A4%A",
    `/${"a".repeat(5000)}`,
  ];

  it("is tested with at least 30 hostile values", () => {
    expect(new Set(hostile).size).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile.map((value) => [JSON.stringify(value).slice(0, 60), value]))("refuses %s", (_label, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    // Lookalikes inside a path stay paths of ours (percent-encoded), never another host.
    ["/／evil.test"],
    ["/\u2044\u2044evil.test"],
    ["/%E2%80%AE//evil.test"],
    ["/。/evil.test"],
    ["/@evil.test"],
    ["/javascript:alert(1)"],
  ])("keeps %j on our origin", (value) => {
    const target = safeRedirectPath(value, FALLBACK);
    expect(target.startsWith("/") && !target.startsWith("//")).toBe(true);
    expect(landsOn(target)).toBe(ORIGIN);
  });

  it("never answers anything that lands on another origin", () => {
    for (const value of hostile) expect(landsOn(safeRedirectPath(value, FALLBACK))).toBe(ORIGIN);
  });

  it("answers the fallback for a missing value, including undefined", () => {
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath("//evil.test", undefined)).toBeUndefined();
  });
});
