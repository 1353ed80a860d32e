// GET /api/health/live – the process answers (liveness probe); never touches the database.
import { createHandler } from "@/lib/server/api/handler";
import { liveResponse } from "@/lib/server/api/health-response";

export const dynamic = "force-dynamic";

export const GET = createHandler({ auth: "none" }, () => liveResponse());
