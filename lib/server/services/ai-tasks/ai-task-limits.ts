// The numbers of an AI task's lifecycle, in one place (docs/api.md, "AI creator").
import "server-only";
import { env } from "@/lib/server/env";

/** At most this many tasks of one user run at once (issue 13): a third waits (AI_TOO_MANY_TASKS) and may retry. */
export const MAX_RUNNING_AI_TASKS = 2;

/** Longest one task's model call may take, the repair attempt included (AI_TIMEOUT_MS, default 2 minutes). */
export const aiTaskTimeoutMs = (): number => env().AI_TIMEOUT_MS;

/** Beyond the timeout: the reservation, the resume insert and the ledger writes after the model has answered. */
const STALE_MARGIN_MS = 60_000;

/** A task RUNNING longer than this lost its process (a crash, a deploy): the sweep refunds and fails it. */
export const staleAiTaskAfterMs = (): number => aiTaskTimeoutMs() + STALE_MARGIN_MS;

/** Partial drafts go to the client at most this often; the last one always goes. */
export const DRAFT_EVENT_INTERVAL_MS = 100;

/** The check's answer is a boolean and a title; room left for a model that thinks aloud first. */
export const CHECK_OUTPUT_TOKENS = 500;

/** The generation's answer: a full draft (summary, a few jobs and projects, skills) is 1,000-2,000 tokens. */
export const GENERATION_OUTPUT_TOKENS = 4_000;
