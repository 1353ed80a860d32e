// The policies of lib/server/security/csp.ts with every third party configured: each is let in exactly where it is used.
import "./set-csp-env";
import { createHash } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { REFERRAL_BANNER_SCRIPT } from "@/components/layout/referral-banner-keys";
import { contentSecurityPolicy, createNonce } from "@/lib/server/security/csp";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1).join(" ")]));

describe("contentSecurityPolicy", () => {
  it("lets in the bucket's images, Turnstile and the OAuth providers' sign-in pages", () => {
    const policy = directives(contentSecurityPolicy("static", { https: false }));
    expect(policy["img-src"]).toBe("'self' data: blob: https://files.example.com");
    expect(policy["script-src"]).toBe("'self' 'unsafe-inline' https://challenges.cloudflare.com");
    expect(policy["frame-src"]).toBe("https://challenges.cloudflare.com");
    expect(policy["connect-src"]).toBe("'self' https://challenges.cloudflare.com");
    expect(policy["form-action"]).toBe(
      "'self' https://accounts.google.com https://github.com https://open.weixin.qq.com",
    );
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("uses the nonce and the referral banner's hash, never 'unsafe-inline', for scripts of dynamic pages", () => {
    const nonce = createNonce();
    const policy = directives(contentSecurityPolicy({ nonce }, { https: true }));
    const hash = createHash("sha256").update(REFERRAL_BANNER_SCRIPT).digest("base64");
    expect(policy["script-src"]).toBe(
      `'self' 'nonce-${nonce}' 'strict-dynamic' 'sha256-${hash}' https://challenges.cloudflare.com`,
    );
    expect(policy["upgrade-insecure-requests"]).toBe("");
    expect(createNonce()).not.toBe(nonce);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
