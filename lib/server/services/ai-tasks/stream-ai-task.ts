// The event stream of a claimed AI task (creator, parse): a claim that is not a run (a reconnect, a duplicate, a
// refusal) is answered with its one outcome; the claim that is runs as the stream's producer. A client that leaves
// once the run has begun aborts `signal`: the creator's (and the editor's) model call stops and run-ai-task.ts settles
// or refunds; a parse takes no signal and runs to the end (its resume saved, a reconnect replays the finish). A client
// that left before the stream started (no run began) is the one way the flows differ, `onEarlyLeave`: "refund"
// (creator) gives the claim's reservation back and closes the task AI_CANCELLED, or they would hold the tokens and a
// slot until the sweep; "release" (parse) puts the task back to PENDING, so that a new stream may run it. An editor
// task has no claim (it starts in its run, createSseStream directly): a client that left before has nothing to undo.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { createSseStream, type SseSend } from "@/lib/server/api/sse";
import type { TStreamEvents } from "@/lib/shared/validations/streams/stream-events";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { errorOutcome, type TTaskStreamSchemas } from "./ai-task-outcome";
import type { TAiTaskClaim } from "./claim-ai-task";
import { failAiTask } from "./fail-ai-task";

type TClaimed<I> = { id: string; userId: string; input: I };
type TOpenSchemas = TTaskStreamSchemas & { open?: TTaskStreamSchemas["finish"] };

type Stream<I, S extends TOpenSchemas> = {
  /** The stream's events (lib/shared/validations/<area>/…-events.ts). */
  events: S;
  claim: TAiTaskClaim<I, S>;
  onEarlyLeave: "refund" | "release";
  /** The data of an `open` event sent first, before the outcome or the run (parse). */
  open?: TStreamEvents<S>["open"];
  run: (task: TClaimed<I>, send: SseSend<TStreamEvents<S>>, signal: AbortSignal) => Promise<void>;
};

export function streamAiTask<I, S extends TOpenSchemas>(request: Request, stream: Stream<I, S>): Response {
  const { events, claim, onEarlyLeave, open, run } = stream;
  let started = false;
  const produce = async (send: SseSend<TStreamEvents<S>>, signal: AbortSignal) => {
    started = true;
    if (open !== undefined) send("open", open);
    if ("outcome" in claim) send(claim.outcome.event, claim.outcome.data);
    else await run(claim.claimed, send, signal);
  };
  const onAbort = () => !started && "claimed" in claim && leave(claim.claimed, onEarlyLeave);
  return createSseStream(request, events, produce, { onAbort });
}

function leave({ id, userId }: { id: string; userId: string }, how: "refund" | "release") {
  const outcome = errorOutcome(new AppError("AI_CANCELLED"));
  const undone =
    how === "release"
      ? db.aiTask.updateMany({ where: { id, status: "RUNNING" }, data: { status: "PENDING" } })
      : failAiTask({ userId, taskId: id, outcome, errorKey: "AI_CANCELLED" });
  undone.catch((error: unknown) => logger.warn({ err: error, taskId: id }, "left AI task not undone; the sweep will"));
}
