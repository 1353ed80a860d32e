// GET /metrics without METRICS_TOKEN, over real HTTP stamped as scripts/serve.mjs stamps it: 404 to everyone, a
// direct loopback request included, since a reverse proxy on this host connects from 127.0.0.1 too and may add no
// forwarding header (docs/decisions.md, "Metrics access").
import "./set-no-token-env";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET as getMetrics } from "@/app/metrics/route";
import { getDb } from "@/lib/server/db";
import type { TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { serveAppRoutes } from "./serve-app-routes";

let app: TServedRoutes;
beforeAll(async () => {
  app = await serveAppRoutes({ "/metrics": getMetrics });
});
afterAll(async () => {
  await app.close();
  // The scrape read the orders by status.
  await getDb().$disconnect();
});

describe("GET /metrics without a token", () => {
  it.each([
    ["no forwarding header", ""],
    ["X-Forwarded-For", "203.0.113.7"],
    ["Forwarded", "for=203.0.113.7"],
    ["X-Real-IP", "203.0.113.7"],
  ])("answers 404 in the error envelope to a loopback request with %s", async (name, value) => {
    const response = await fetch(`${app.origin}/metrics`, { headers: value ? { [name]: value } : {} });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ code: 404 });
    expect(JSON.stringify(body)).not.toContain("resumecraft_");
  });

  it("answers 404 to a loopback request naming another host (DNS rebinding)", async () => {
    // node:http, since fetch sends its own Host whatever the headers say.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = get(`${app.origin}/metrics`, { headers: { host: "rebound.example" } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on("error", reject);
    });
    expect(status).toBe(404);
  });
});
