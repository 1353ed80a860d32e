import { expect, test } from "@playwright/test";

test.describe("API plumbing over real HTTP", () => {
  test("GET /api/health reports the database and the version", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ status: "ok", database: "up", version: "1.0.3" });
    expect(response.headers()["x-request-id"]).toBeTruthy();
  });

  test("an unknown /api path answers a JSON 404 in the envelope", async ({ request }) => {
    for (const method of ["get", "post", "delete"] as const) {
      const response = await request[method]("/api/no/such/thing");
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      const body = await response.json();
      expect(body.code).not.toBe(0);
      expect(body.message).toContain("/api/no/such/thing");
    }
  });
});

test.describe("the production server's page cache (scripts/serve.mjs)", () => {
  test("a catalogue page is answered from the page cache right after Next served it; a signed-in visitor's never is", async ({
    request,
  }) => {
    const headers = { "Accept-Encoding": "gzip" };
    // Within the cache's 1 s lifetime the second of two back-to-back requests is a hit (retried: a slow machine
    // may take longer than that between them).
    await expect(async () => {
      await request.get("/templates", { headers });
      const second = await request.get("/templates", { headers });
      expect(second.headers()["x-page-cache"]).toBe("HIT");
      expect(await second.text()).toContain("<title>");
    }).toPass({ timeout: 15_000 });
    const signedIn = await request.get("/templates", { headers: { ...headers, Cookie: "x-cid=not-a-real-session" } });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
    // Dynamic pages and the API are never stored.
    for (const path of ["/signin", "/api/templates"]) {
      await request.get(path, { headers });
      expect((await request.get(path, { headers })).headers()["x-page-cache"], path).toBeUndefined();
    }
  });
});
