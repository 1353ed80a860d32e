// GET /api/generateResumeByStream's answer (stream-ai-task.ts): the request that claims the task runs it; every other
// one (a reconnect, a duplicate, a third task at once) gets one event, the stored or refusing outcome, and the stream
// ends. Stale tasks of the user are swept first, so a crashed run never blocks the user's slots.
import "server-only";
import { streamAiTask } from "@/lib/server/services/ai-tasks/stream-ai-task";
import { generateEvents } from "@/lib/shared/validations/ai/generate-events";
import { sweepStaleAiTasks } from "@/lib/server/services/ai-tasks/sweep-stale-ai-tasks";
import { claimGenerateTask } from "./claim-generate-task";
import { runGenerateTask } from "./run-generate-task";

export async function streamGenerateTask(request: Request, userId: string, taskId: string): Promise<Response> {
  await sweepStaleAiTasks(userId);
  const claim = await claimGenerateTask(userId, taskId);
  return streamAiTask(request, {
    events: generateEvents,
    claim,
    onEarlyLeave: "refund",
    run: (task, send, signal) => runGenerateTask({ task, send, signal }),
  });
}
