// GET /api/health – liveness and database reachability (200 when up, 503 when the database is down).
import { createHandler } from "@/lib/server/api/handler";
import { healthResponse } from "@/lib/server/api/health-response";
import { checkHealth } from "@/lib/server/services/health/check-health";

export const GET = createHandler({ auth: "none" }, async () => healthResponse(await checkHealth()));
