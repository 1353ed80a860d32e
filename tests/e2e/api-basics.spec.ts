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
