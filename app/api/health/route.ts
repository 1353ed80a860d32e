// GET /api/health – liveness and database reachability (200 when up, 503 when the database is down).
import { createHandler } from "@/lib/api/handler";
import { healthResponse } from "@/lib/api/health-response";
import { checkHealth } from "@/lib/services/health/check-health";

export const GET = createHandler({ auth: "none" }, async () => healthResponse(await checkHealth()));
