// The frame of an editor AI task, the producer of its event stream: start the task (slot check), reserve the
// estimate, do the work, settle on the usage the provider reported, close the task, send `finish`. Any failure (the
// model, the timeout, the resume cap) refunds the whole reservation before the task is closed FAILED, and is sent as
// the last `error` event: a failed task costs nothing. A client that left is refunded in full only if no output had
// reached it; otherwise it pays for what the model used up to then (settle-cancelled-task.ts).
import "server-only";
import type { AiTaskKind, Prisma } from "@/generated/prisma/client";
import type { TAiUsage } from "@/lib/ai/ai-usage";
import { createUsageMeter, type TUsageMeter } from "@/lib/ai/usage-meter";
import type { SseSend } from "@/lib/api/sse";
import { logger } from "@/lib/logger";
import { errorOutcome, toTaskError } from "@/lib/services/ai-creator/ai-task-outcome";
import { closeAiTask } from "@/lib/services/ai-creator/close-ai-task";
import { refundTokens } from "@/lib/services/tokens/refund-tokens";
import { reserveTokens } from "@/lib/services/tokens/reserve-tokens";
import { settleCancelledTask } from "@/lib/services/tokens/settle-cancelled-task";
import { settleTokens } from "@/lib/services/tokens/settle-tokens";
import type { ConsumeTokenType } from "@/lib/validations/tokens/token-record-dto";
import { startEditorTask } from "./start-editor-task";

type TTaskContext = {
  taskId: string;
  /** Passed to the model call: what it has used so far, should the client leave. */
  meter: TUsageMeter;
  /** Sends a `message` event that carries the model's output (not mere progress): once one has, leaving costs. */
  sendOutput: (data: unknown) => void;
};

type TTaskWork<T> = (context: TTaskContext) => Promise<{ usage: TAiUsage; finish: T; resumeId?: string }>;

type Run<T> = {
  userId: string;
  kind: Extract<AiTaskKind, "OPTIMIZE" | "TRANSLATE">;
  type: ConsumeTokenType;
  estimate: number;
  input: Prisma.InputJsonValue;
  send: SseSend;
  work: TTaskWork<T>;
};

export async function runChargedTask<T>({ userId, kind, type, estimate, input, send, work }: Run<T>): Promise<void> {
  let taskId: string | undefined;
  const meter = createUsageMeter();
  let delivered = false;
  const sendOutput = (data: unknown) => void (send("message", data) && (delivered = true));
  try {
    taskId = await startEditorTask({ userId, kind, input });
    await reserveTokens({ userId, taskId, type, amount: estimate });
    const { usage, finish, resumeId } = await work({ taskId, meter, sendOutput });
    // A provider that sent no usage figures (some local servers) is charged the estimate it reserved. The work is
    // done: a ledger hiccup here leaves the estimate charged (logged), not the user without the result.
    const usedTokens = usage.reported ? usage.totalTokens : estimate;
    await settleTokens({ userId, taskId, usedTokens }).catch((error: unknown) =>
      logger.error({ err: error, taskId, usedTokens }, "AI editor task not settled; the estimate stays charged"),
    );
    await closeAiTask({ taskId, outcome: { event: "finish", data: JSON.stringify(finish) }, resumeId });
    send("finish", finish);
  } catch (thrown) {
    const error = toTaskError(thrown);
    if (error.key === "INTERNAL") logger.error({ err: thrown, taskId }, "AI editor task failed");
    if (taskId) {
      // Tokens back (or settled) first: whoever sees the task FAILED sees the balance as it stays.
      if (error.key === "AI_CANCELLED")
        await settleCancelledTask({ userId, taskId, reserved: estimate, delivered, usedSoFar: meter.tokensSoFar() });
      else await refundTokens({ userId, taskId });
      await closeAiTask({ taskId, outcome: errorOutcome(error), errorKey: error.key });
    }
    send("error", errorOutcome(error).data);
  }
}
