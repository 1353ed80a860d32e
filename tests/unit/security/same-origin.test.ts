// The CSRF decision of lib/server/security/same-origin.ts, case by case (issue #11 item 7). Over real HTTP in
// tests/e2e/security-csrf.spec.ts, through route handlers in tests/integration/api/cross-site.test.ts.
import { describe, expect, it } from "@jest/globals";
import { isForeignOriginRequest } from "@/lib/server/security/same-origin";

const APP = "https://cv.example.com";
const foreign = (method: string, headers: Record<string, string>, url = "http://127.0.0.1:3000/api/resumes") =>
  isForeignOriginRequest(method, new Headers(headers), url, APP);

describe("isForeignOriginRequest", () => {
  it("refuses a state-changing request whose Origin is another port, host or scheme-less opaque origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(foreign(method, { host: "127.0.0.1:3000", origin: "http://127.0.0.1:4000" })).toBe(true);
    }
    expect(foreign("POST", { host: "127.0.0.1:3000", origin: "http://evil.test" })).toBe(true);
    expect(foreign("POST", { host: "127.0.0.1:3000", origin: "null" })).toBe(true);
    expect(foreign("POST", { host: "127.0.0.1:3000", origin: "not a url" })).toBe(true);
  });

  it("refuses Sec-Fetch-Site cross-site and same-site (another port of this host is same-site)", () => {
    expect(foreign("POST", { "sec-fetch-site": "cross-site" })).toBe(true);
    expect(foreign("POST", { "sec-fetch-site": "same-site" })).toBe(true);
    expect(
      foreign("POST", { "sec-fetch-site": "same-site", host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }),
    ).toBe(true);
  });

  it("allows our own origin: the Host the request came to, or APP_URL behind a proxy that rewrites Host", () => {
    expect(
      foreign("POST", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }),
    ).toBe(false);
    expect(foreign("POST", { host: "localhost:3000", origin: "https://cv.example.com" })).toBe(false);
    // Without a Host header the request URL's host is ours.
    expect(foreign("DELETE", { origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(foreign("POST", { "sec-fetch-site": "none" })).toBe(false);
  });

  it("allows requests with neither header (curl, clients written from SPEC.md) and every safe method", () => {
    expect(foreign("POST", {})).toBe(false);
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(foreign(method, { origin: "http://evil.test", "sec-fetch-site": "cross-site" })).toBe(false);
    }
  });
});
