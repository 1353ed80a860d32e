// GET /metrics with METRICS_TOKEN set, over real HTTP: the token is required and compared; the scrape holds the
// request series (labelled by route template), the render and extraction queues and the orders by status.
import "./set-metrics-token-env";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getLive } from "@/app/api/health/live/route";
import { GET as getResume } from "@/app/api/resumes/[id]/route";
import { GET as getMetrics } from "@/app/metrics/route";
import { getDb } from "@/lib/server/db";
import type { TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { seriesValue, serveAppRoutes } from "./serve-app-routes";

const TOKEN = "integration-metrics-token-0123456789";
const RESUME_IDS = ["ckmetricsresume0000000001", "ckmetricsresume0000000002"];
const withId = (id: string) => (request: NextRequest) => getResume(request, { params: Promise.resolve({ id }) });

let app: TServedRoutes;
beforeAll(async () => {
  app = await serveAppRoutes({
    "/metrics": getMetrics,
    "/api/health/live": getLive,
    ...Object.fromEntries(RESUME_IDS.map((id) => [`/api/resumes/${id}`, withId(id)])),
  });
});
afterAll(async () => {
  await app.close();
  await getDb().$disconnect();
});

const scrape = (authorization?: string) =>
  fetch(`${app.origin}/metrics`, { headers: authorization ? { authorization } : {} });

async function scrapeText(): Promise<string> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("GET /metrics with a token", () => {
  it("answers 401 in the error envelope without the token, even from loopback", async () => {
    const response = await scrape();
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await response.json()).toMatchObject({ code: 401, message: "A valid metrics token is required" });
  });

  it("answers 401 for a wrong token, one character short, and another scheme", async () => {
    for (const authorization of [`Bearer ${TOKEN.slice(0, -1)}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 401 });
    }
  });

  it("answers the Prometheus text for the token, never cached", async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE resumecraft_http_requests_total counter");
    // Node's own series (collectDefaultMetrics).
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("counts a request after it is answered", async () => {
    const series = 'resumecraft_http_requests_total{method="GET",route="/api/health/live",status_class="2xx"}';
    const before = seriesValue(await scrapeText(), series) ?? 0;
    expect((await fetch(`${app.origin}/api/health/live`)).status).toBe(200);
    expect(seriesValue(await scrapeText(), series)).toBe(before + 1);
    expect(await scrapeText()).toContain(
      'resumecraft_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_class="2xx"}',
    );
  });

  it("gives two resumes' ids one route label", async () => {
    for (const id of RESUME_IDS) expect((await fetch(`${app.origin}/api/resumes/${id}`)).status).toBe(401);
    const text = await scrapeText();
    expect(
      seriesValue(text, 'resumecraft_http_requests_total{method="GET",route="/api/resumes/[id]",status_class="4xx"}'),
    ).toBe(2);
    for (const id of RESUME_IDS) expect(text).not.toContain(id);
  });

  it("holds the render and extraction queues at 0 before any job, and the orders by status", async () => {
    const text = await scrapeText();
    for (const state of ["running", "waiting"]) {
      expect(seriesValue(text, `resumecraft_render_queue_tasks{state="${state}"}`)).toBe(0);
      expect(seriesValue(text, `resumecraft_extract_queue_jobs{state="${state}"}`)).toBe(0);
    }
    expect(text).toContain("# TYPE resumecraft_pdf_render_duration_seconds histogram");
    const orders = await getDb().order.count({ where: { status: "PAID" } });
    expect(seriesValue(text, 'resumecraft_orders{status="PAID"}')).toBe(orders);
    for (const status of ["CREATED", "EXPIRED", "REFUNDED"])
      expect(seriesValue(text, `resumecraft_orders{status="${status}"}`)).toEqual(expect.any(Number));
  });
});
