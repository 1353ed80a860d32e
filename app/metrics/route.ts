// GET /metrics – Prometheus text format (docs/operations.md, "Metrics and health"): with METRICS_TOKEN set, for a
// Bearer token (401 without it); unset, 404 to everyone (lib/server/metrics/metrics-access.ts). Kept out of the locale routing by proxy.ts's matcher.
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { env } from "@/lib/server/env";
import { metricsAccess } from "@/lib/server/metrics/metrics-access";
import { metrics } from "@/lib/server/metrics/registry";

export const dynamic = "force-dynamic";

export const GET = createHandler({ auth: "none" }, async ({ req }) => {
  const access = metricsAccess(req.headers, { token: env().METRICS_TOKEN });
  if (access === "unauthorized")
    throw new AppError("UNAUTHORIZED", {
      message: "A valid metrics token is required",
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  if (access === "hidden")
    throw new AppError("NOT_FOUND", { message: `Unknown endpoint: ${req.method} ${req.nextUrl.pathname}` });
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
});
