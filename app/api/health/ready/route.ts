// GET /api/health/ready – may this instance take traffic: the database answers and this build's migrations are
// applied (readiness probe; 503 with the failed check otherwise).
import { createHandler } from "@/lib/server/api/handler";
import { readinessResponse } from "@/lib/server/api/health-response";
import { checkReadiness } from "@/lib/server/services/health/check-readiness";

export const dynamic = "force-dynamic";

export const GET = createHandler({ auth: "none" }, async () => readinessResponse(await checkReadiness()));
