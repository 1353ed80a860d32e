// The SSRF guard's rule: our own origin and data: URLs only.
import { describe, expect, it } from "@jest/globals";
import { isAllowedRequest } from "@/lib/server/pdf/request-filter";

describe("isAllowedRequest", () => {
  const origin = "http://127.0.0.1:3000";
  it.each([
    ["http://127.0.0.1:3000/_next/static/media/font.woff2", true],
    ["data:image/png;base64,AAAA", true],
    ["http://127.0.0.1:3001/secret", false],
    ["http://localhost:3000/", false],
    ["http://169.254.169.254/latest/meta-data/", false],
    ["https://example.com/avatar.png", false],
    ["http://127.0.0.1:3000@evil.example/", false],
    ["file:///etc/passwd", false],
    ["not a url", false],
  ])("%s → %s", (url, allowed) => {
    expect(isAllowedRequest(url, origin)).toBe(allowed);
  });
});
