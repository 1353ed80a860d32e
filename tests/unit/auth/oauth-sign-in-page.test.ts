// A provider sign-in that did not complete lands on the sign-in page of the locale it started from, which next-auth's
// callback-url cookie tells (lib/server/auth/oauth-sign-in-page.ts).
import { describe, expect, it } from "@jest/globals";
import { oauthSignInPage } from "@/lib/server/auth/oauth-sign-in-page";

const jar = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? { value: entries[name] ?? "" } : undefined),
});

describe("oauthSignInPage", () => {
  it("is the Chinese login page for a sign-in started on a Chinese page", () => {
    expect(oauthSignInPage(jar({ "next-auth.callback-url": "http://127.0.0.1:3100/ch/login" }))).toBe("/ch/login");
    expect(oauthSignInPage(jar({ "next-auth.callback-url": "/ch/pricing?x=1" }))).toBe("/ch/login");
    expect(oauthSignInPage(jar({ "__Secure-next-auth.callback-url": "https://resume.example/ch" }))).toBe("/ch/login");
  });

  it("is /signin otherwise: an English page, no cookie, or one that is not a URL", () => {
    expect(oauthSignInPage(jar({ "next-auth.callback-url": "http://127.0.0.1:3100/pricing" }))).toBe("/signin");
    expect(oauthSignInPage(jar({ "next-auth.callback-url": "http://127.0.0.1:3100/chat" }))).toBe("/signin");
    expect(oauthSignInPage(jar({}))).toBe("/signin");
    expect(oauthSignInPage(jar({ "next-auth.callback-url": "http://[bad" }))).toBe("/signin");
  });
});
