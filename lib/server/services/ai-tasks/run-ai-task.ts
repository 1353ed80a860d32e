// The frame of every AI task run, the producer of its stream. The task is claimed (creator, parse) or starts here
// (editor), whose estimate is reserved here under `reserveAs` (the creator's claim reserved its own). `work` returns
// the outcome and the usage the provider reported, which is settled (settle-ai-task.ts). A `finish` closes the task
// SUCCEEDED; anything else, thrown or returned (`validateFail`), refunds it (a client that left after output pays for
// what the model used: fail-ai-task.ts) and closes it FAILED. The outcome is stored before it is the last event, so a
// reconnect replays this answer; an unexpected error is logged and answered as INTERNAL.
import "server-only";
import type { TAiUsage } from "@/lib/server/ai/ai-usage";
import { createUsageMeter, type TUsageMeter } from "@/lib/server/ai/usage-meter";
import type { SseSend } from "@/lib/server/api/sse";
import { logger } from "@/lib/server/logger";
import { reserveTokens } from "@/lib/server/services/ledger/reserve-tokens";
import type { TStreamEvents } from "@/lib/shared/validations/streams/stream-events";
import type { ConsumeTokenType } from "@/lib/shared/validations/tokens/token-record-dto";
import { errorOutcome, toTaskError, type TAiTaskOutcome, type TTaskStreamSchemas } from "./ai-task-outcome";
import { closeAiTask } from "./close-ai-task";
import { failAiTask } from "./fail-ai-task";
import { settleAiTask } from "./settle-ai-task";

/** `meter` goes to the model call; `sendOutput` sends a `message`: leaving after one costs, unless not `isOutput`. */
type TRunSchemas = TTaskStreamSchemas & { message: TTaskStreamSchemas["finish"] };
type TMessage<S extends TRunSchemas> = TStreamEvents<S>["message"];
type TRunContext<S extends TRunSchemas> = {
  taskId: string;
  meter: TUsageMeter;
  sendOutput: (data: TMessage<S>, isOutput?: boolean) => void;
};
export type TAiTaskDone<S extends TTaskStreamSchemas> = {
  outcome: TAiTaskOutcome<S>;
  usage?: TAiUsage;
  resumeId?: string;
  fields?: unknown;
};

type Run<S extends TRunSchemas> = {
  userId: string;
  task: string | (() => Promise<string>);
  estimate?: number;
  reserveAs?: ConsumeTokenType;
  /** A parse's input text is dropped when its task ends (close-ai-task.ts). */
  dropInput?: boolean;
  send: SseSend<TStreamEvents<S>>;
  work: (context: TRunContext<S>) => Promise<TAiTaskDone<S>>;
};

export async function runAiTask<S extends TRunSchemas>(run: Run<S>): Promise<void> {
  const { userId, task, estimate = 0, reserveAs, dropInput, send, work } = run;
  let taskId: string | undefined;
  const meter = createUsageMeter();
  let delivered = false;
  const sendOutput = (data: TMessage<S>, isOutput = true) =>
    void (send("message", data) && isOutput && (delivered = true));
  let outcome: TAiTaskOutcome<S>;
  try {
    taskId = typeof task === "string" ? task : await task();
    if (reserveAs) await reserveTokens({ userId, taskId, type: reserveAs, amount: estimate });
    const { usage, ...done } = await work({ taskId, meter, sendOutput });
    if (usage) await settleAiTask({ userId, taskId, usage, estimate });
    outcome = done.outcome;
    if (outcome.event === "finish") await closeAiTask({ taskId, ...done, dropInput });
    else await failAiTask({ userId, taskId, outcome, errorKey: "VALIDATE_FAIL", dropInput });
  } catch (thrown) {
    const error = toTaskError(thrown);
    if (error.key === "INTERNAL") logger.error({ err: thrown, taskId }, "AI task failed");
    outcome = errorOutcome(error) as TAiTaskOutcome<S>;
    const spent = { reserved: estimate, delivered, meter };
    if (taskId) await failAiTask({ userId, taskId, outcome, errorKey: error.key, spent, dropInput });
  }
  send(outcome.event, outcome.data);
}
