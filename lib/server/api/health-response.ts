// The answers of GET /api/health, /api/health/live and /api/health/ready, apart from the routes so that every outcome
// can be tested without a broken database.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { fail, ok } from "@/lib/server/api/envelope";
import type { HealthResult } from "@/lib/server/services/health/check-health";
import type { ReadinessResult } from "@/lib/server/services/health/check-readiness";
import { appVersion } from "@/lib/server/version";

// Probes must see the live state, never a cached one.
const headers = { "Cache-Control": "no-store" };

export function healthResponse(result: HealthResult): Response {
  if (result.status === "ok") return ok(result, { headers });
  return fail(new AppError("SERVICE_UNAVAILABLE", { details: result, headers }));
}

/** The process answers: nothing else is looked at (no database), so a slow database never gets an instance killed. */
export function liveResponse(): Response {
  return ok({ status: "ok", version: appVersion, uptimeSeconds: Math.floor(process.uptime()) }, { headers });
}

/** 200 when ready; 503 whose details say which check failed (database, migrations). */
export function readinessResponse(result: ReadinessResult): Response {
  if (result.status === "ready") return ok(result, { headers });
  return fail(new AppError("SERVICE_UNAVAILABLE", { message: "Not ready", details: result, headers }));
}
