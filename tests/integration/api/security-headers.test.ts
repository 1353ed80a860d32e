// Per-request security headers (issue #11 item 6) behind one trusted proxy: HSTS and upgrade-insecure-requests only
// when that proxy says https, the nonce policy on dynamic pages (also handed to Next in the request header, which is
// where Next reads the nonce for its script tags), the static policy elsewhere. Over real HTTP, with TRUST_PROXY=0:
// tests/e2e/security-headers.spec.ts.
import "./set-trust-proxy-env";
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { GET as health } from "@/app/api/health/route";
import { getDb } from "@/lib/server/db";

afterAll(async () => getDb().$disconnect());

const visit = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
const https = { "x-forwarded-proto": "https" };
const scriptSrc = (response: Response) =>
  /script-src [^;]*/.exec(response.headers.get("content-security-policy") ?? "")?.[0];

describe("page headers from proxy.ts", () => {
  it("sends HSTS and upgrade-insecure-requests only when the trusted proxy says https", async () => {
    const secure = await visit("/templates", https);
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    // A client's own value left of the proxy's does not count: the proxy appended "http".
    for (const headers of [{}, { "x-forwarded-proto": "https, http" }] as Record<string, string>[]) {
      const plain = await visit("/templates", headers);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    }
  });

  it("gives static pages the static policy and dynamic pages a fresh nonce, passed on to Next", async () => {
    for (const path of ["/", "/ch", "/templates", "/ch/guides", "/signin", "/ch/signup"]) {
      expect(scriptSrc(await visit(path))).toBe("script-src 'self' 'unsafe-inline'");
    }
    const nonces = new Set<string>();
    for (const path of [
      "/r/some-resume",
      "/print/template/TemplateModern",
      "/settings",
      "/ch/editor/x",
      "/r/some-resume",
      // Issue 20 item 16: the admin area, the offer application and the sandbox checkout are rendered per request.
      "/admin/orders",
      "/ch/admin",
      "/offer",
      "/ch/offer",
      "/sandbox-checkout/some-order",
    ]) {
      const response = await visit(path);
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce ?? "");
      expect(scriptSrc(response)).toContain("'strict-dynamic'");
      expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
    expect(nonces.size).toBe(10);
    // The public resume is not routed by locale: the request goes on unchanged except for the policy Next reads.
    const publicPage = await visit("/r/some-resume");
    expect(publicPage.headers.get("x-middleware-request-content-security-policy")).toBe(
      publicPage.headers.get("content-security-policy"),
    );
    expect(publicPage.headers.get("location")).toBeNull();
  });
});

describe("API headers from createHandler", () => {
  it("sends HSTS only on https", async () => {
    const secure = await health(new NextRequest("http://localhost:3000/api/health", { headers: https }));
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const plain = await health(new NextRequest("http://localhost:3000/api/health"));
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});
