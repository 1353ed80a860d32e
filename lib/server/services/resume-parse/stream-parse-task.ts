// GET /api/parseResumeByStream's answer (stream-ai-task.ts): `open`, then the run's `message` events and its `finish`
// or `error`. A reconnect or duplicate of a task another request runs or ran gets the stored (or refusing) outcome.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { streamAiTask } from "@/lib/server/services/ai-tasks/stream-ai-task";
import { parseEvents } from "@/lib/shared/validations/resume-parse/parse-events";
import { claimParseTask } from "./claim-parse-task";
import { runParseTask } from "./run-parse-task";

export async function streamParseTask(request: Request, userId: string, taskId: string, locale: Locale) {
  return streamAiTask(request, {
    events: parseEvents,
    claim: await claimParseTask(userId, taskId),
    onEarlyLeave: "release",
    open: { taskId },
    run: (task, send) => runParseTask({ taskId, userId, input: task.input, locale, send }),
  });
}
