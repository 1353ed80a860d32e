// GET /api/parseResumeByStream's answer: `open`, then the run's `message` events and its `finish` or `error`. A
// reconnect or duplicate of a task that another request runs or ran gets the stored (or refusing) outcome and ends.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { createSseStream } from "@/lib/api/sse";
import { db } from "@/lib/db";
import { claimParseTask } from "./claim-parse-task";
import { runParseTask } from "./run-parse-task";

export async function streamParseTask(
  request: Request,
  userId: string,
  taskId: string,
  locale: Locale,
): Promise<Response> {
  const claim = await claimParseTask(userId, taskId);
  let started = false;
  return createSseStream(
    request,
    async (send) => {
      started = true;
      send("open", { taskId });
      if ("outcome" in claim) {
        send(claim.outcome.event, claim.outcome.data);
        return;
      }
      // Runs to the end even if the client leaves: the resume is saved and a reconnect replays the finish.
      await runParseTask({ taskId, userId, input: claim.claimed.input, locale, send });
    },
    {
      // The client left before the stream started: give the task back so that a new stream may run it.
      onAbort: () => {
        if (!started && "claimed" in claim)
          void db.aiTask.updateMany({ where: { id: taskId, status: "RUNNING" }, data: { status: "PENDING" } });
      },
    },
  );
}
