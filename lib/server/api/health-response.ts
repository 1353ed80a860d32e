// GET /api/health's answer, apart from the route so that both outcomes can be tested without a broken database.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { fail, ok } from "@/lib/server/api/envelope";
import type { HealthResult } from "@/lib/server/services/health/check-health";

export function healthResponse(result: HealthResult): Response {
  // Probes must see the live state, never a cached one.
  const headers = { "Cache-Control": "no-store" };
  if (result.status === "ok") return ok(result, { headers });
  return fail(new AppError("SERVICE_UNAVAILABLE", { details: result, headers }));
}
