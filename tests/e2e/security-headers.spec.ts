// Security headers on representative responses over real HTTP (issue #11 item 6): a static page (also when the
// page cache answers), a signed-in page, the public resume, the API and a build asset. HSTS only on https, and a
// client's own X-Forwarded-Proto never counts (TRUST_PROXY is 0 here; the https cases are in
// tests/integration/api/security-headers.test.ts).
import { expect, test, type APIResponse } from "@playwright/test";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { sessionToken, signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(async () => {
  await disconnectTestDb();
  await disconnectTestDb();
});

function expectCommonHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["strict-transport-security"], label).toBeUndefined();
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test("a static page gets the static policy, also from the page cache, and no HSTS over http", async ({ request }) => {
  const responses = [];
  for (let i = 0; i < 3; i++) responses.push(await request.get("/", { headers: { "X-Forwarded-Proto": "https" } }));
  for (const response of responses) {
    expect(response.status()).toBe(200);
    expectCommonHeaders(response, "home");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("upgrade-insecure-requests");
  }
});

test("signed-in and public resume pages get a fresh nonce per response, and their scripts carry it", async ({
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  await signIn(context, baseURL ?? "", user);
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await context.request.get("/ch/settings");
    expect(response.status()).toBe(200);
    expectCommonHeaders(response, "settings");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(directive(policy, "script-src")).toMatch(
      /^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic' 'sha256-/,
    );
    expect(policy).not.toContain("'unsafe-inline' ");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  const owner = await seedUser("premium");
  const resume = await seedResume(owner.id, { isPublic: true });
  const publicPage = await context.request.get(`/r/${resume.uuid}`);
  expect(publicPage.status()).toBe(200);
  expectCommonHeaders(publicPage, "public resume");
  const policy = publicPage.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("'strict-dynamic'");
  expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  expect(await publicPage.text()).toContain(`nonce="${/'nonce-([^']+)'/.exec(policy)?.[1]}"`);
});

test("the admin, offer and sandbox checkout pages get the nonce policy, and their scripts carry it", async ({
  playwright,
  baseURL,
}) => {
  // Issue 20 item 16: these pages are rendered per request, so they get the nonce policy, never 'unsafe-inline'.
  const admin = await seedUser("admin");
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `x-cid=${await sessionToken(admin)}` },
  });
  // The sandbox checkout is a 404 unless PAYMENTS_SANDBOX is on: the not-found page is rendered per request too.
  for (const path of ["/admin/orders", "/ch/admin/reviews", "/offer", "/ch/offer", "/sandbox-checkout/no-such-order"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([200, 404], path).toContain(response.status());
    expectCommonHeaders(response, path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const scripts = directive(policy, "script-src") ?? "";
    expect(scripts, path).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(await response.text(), path).toContain(`nonce="${/'nonce-([^']+)'/.exec(policy)?.[1]}"`);
  }
  await request.dispose();
});

test("API answers and build assets get nosniff, Referrer-Policy and DENY framing, no HSTS over http", async ({
  request,
}) => {
  for (const [path, method] of [
    ["/api/health", "GET"],
    ["/api/no-such-endpoint", "GET"],
    ["/api/resumes/empty", "POST"],
  ] as const) {
    const response = await request.fetch(path, { method, headers: { "X-Forwarded-Proto": "https" } });
    expectCommonHeaders(response, path);
  }
  const html = await (await request.get("/templates")).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response, "asset");
});
