// GET /api/generateResumeByStream's answer: one event stream per request. The request that claims the task runs it;
// every other one (a reconnect, a duplicate, a third task at once) gets one event, the stored or refusing outcome,
// and the stream ends. Stale tasks of the user are swept first, so a crashed run never blocks the user's slots.
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { createSseStream } from "@/lib/api/sse";
import { logger } from "@/lib/logger";
import { errorOutcome } from "./ai-task-outcome";
import { claimGenerateTask } from "./claim-generate-task";
import { closeAiTask } from "./close-ai-task";
import { refundTokens } from "@/lib/services/tokens/refund-tokens";
import { runGenerateTask } from "./run-generate-task";
import { sweepStaleAiTasks } from "./sweep-stale-ai-tasks";

const cancelled = errorOutcome(new AppError("AI_CANCELLED"));

export async function streamGenerateTask(request: Request, userId: string, taskId: string): Promise<Response> {
  await sweepStaleAiTasks(userId);
  const claim = await claimGenerateTask(userId, taskId);
  if ("outcome" in claim) {
    const { event, data } = claim.outcome;
    return createSseStream(request, async (send) => void send(event, data));
  }
  let started = false;
  return createSseStream(
    request,
    async (send, signal) => {
      started = true;
      await runGenerateTask({ task: claim.claimed, send, signal });
    },
    {
      // The client left before the stream even started: the run never begins, so the claim's reservation is given
      // back and the task closed here, or they would hold the tokens and one of the user's two slots until the sweep.
      onAbort: () => {
        if (started) return;
        const taskId = claim.claimed.id;
        refundTokens({ userId, taskId })
          .then(() => closeAiTask({ taskId, outcome: cancelled, errorKey: "AI_CANCELLED" }))
          .catch((error: unknown) =>
            logger.warn({ err: error, taskId }, "cancelled AI task not closed; the sweep will"),
          );
      },
    },
  );
}
