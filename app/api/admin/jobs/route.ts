// GET /api/admin/jobs – the background queues' counts (queued, active, failed) and the last failures (admin).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { listJobQueues } from "@/lib/server/services/jobs/list-job-queues";

export const GET = createHandler({ auth: "required", require: "jobs.view", rateLimit: rateLimits.adminRead }, () =>
  listJobQueues(),
);
