// GET /api/admin/jobs (docs/api.md, "Admin"): each background queue's counts and the last failed runs. A failure
// shows its queue, time, tries and the error's first line with addresses masked: never a job's data or a mail.
export type JobQueueDto = {
  name: string;
  /** UTC cron of a sweep; null for a queue filled by the app (covers, receipts). */
  cron: string | null;
  /** Waiting to run, including failed runs waiting for their retry. */
  queued: number;
  active: number;
  /** Failed after their last retry, still in the job table (pg-boss archives them after a week). */
  failed: number;
};

export type JobFailureDto = { id: string; queue: string; failedAt: string; tries: number; error: string };

export type JobQueuesDto = { queues: JobQueueDto[]; failures: JobFailureDto[] };
