// One run of a claimed GENERATE task (SPEC §4 step 4), the stream's producer (the claim has reserved the estimate):
// stream the draft to the client as it grows, turn it into a resume in the user's language and template, settle on
// the usage the provider reported. Whatever goes wrong (model failure, timeout, invalid output after the repair, the
// resume cap) closes the task FAILED and gives the whole reservation back; a client that left gets it all back only
// if no draft with content had reached it, else pays for what the model used until then (settle-cancelled-task.ts).
// The outcome is stored before it is sent, so a reconnect replays exactly what this run answered.
import "server-only";
import { draftToResumeDocument } from "@/lib/ai/draft-to-resume-document";
import { fillPartialDraft } from "@/lib/ai/fill-partial-draft";
import { generateResumePrompt } from "@/lib/ai/prompts/generate-resume";
import { streamStructured } from "@/lib/ai/stream-structured";
import { titleCaseJobTitle } from "@/lib/ai/title-case-job-title";
import { createUsageMeter, type TUsageMeter } from "@/lib/ai/usage-meter";
import { AppError } from "@/lib/api/app-error";
import type { SseSend } from "@/lib/api/sse";
import { logger } from "@/lib/logger";
import { getTemplateMeta } from "@/lib/templates/registry";
import { createResumeForUser } from "@/lib/services/resumes/create-resume-for-user";
import { refundTokens } from "@/lib/services/tokens/refund-tokens";
import { settleCancelledTask } from "@/lib/services/tokens/settle-cancelled-task";
import { settleTokens } from "@/lib/services/tokens/settle-tokens";
import { ZResumeDraft, type TResumeDraft } from "@/lib/validations/ai/resume-draft";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/validations/tokens/token-amounts";
import { aiTaskTimeoutMs, DRAFT_EVENT_INTERVAL_MS, GENERATION_OUTPUT_TOKENS } from "./ai-task-limits";
import { errorOutcome, toTaskError, type TAiTaskOutcome } from "./ai-task-outcome";
import type { TClaimedTask } from "./claim-generate-task";
import { closeAiTask } from "./close-ai-task";
import { isRejectedDraft } from "./is-rejected-draft";
import { throttleLatest } from "./throttle-latest";

type Run = { task: TClaimedTask; send: SseSend; signal: AbortSignal };

/** A draft with something the model wrote in it: the first partials of an answer are still all empty. */
const hasContent = (draft: TResumeDraft): boolean =>
  !isRejectedDraft(draft) || draft.education.length > 0 || draft.projects.length > 0;

export async function runGenerateTask({ task, send, signal }: Run): Promise<TAiTaskOutcome> {
  let delivered = false;
  const drafts = throttleLatest<TResumeDraft>(DRAFT_EVENT_INTERVAL_MS, (draft) => {
    if (send("message", { draft }) && hasContent(draft)) delivered = true;
  });
  const meter = createUsageMeter();
  let outcome: TAiTaskOutcome;
  let errorKey: string | undefined;
  try {
    outcome = await generate(task, signal, meter, (partial) => drafts.push(partial));
    drafts.flush();
  } catch (thrown) {
    drafts.cancel();
    const error = toTaskError(thrown);
    if (error.key === "INTERNAL") logger.error({ err: thrown, taskId: task.id }, "AI generation failed");
    outcome = errorOutcome(error);
    errorKey = error.key;
  }
  if (outcome.event === "finish") {
    await closeAiTask({ taskId: task.id, outcome, resumeId: outcome.data });
  } else {
    // Tokens back (or settled) first: whoever sees the task FAILED (a reconnect) sees the balance as it stays.
    const { userId, id: taskId } = task;
    if (errorKey === "AI_CANCELLED") {
      const usedSoFar = meter.tokensSoFar();
      await settleCancelledTask({ userId, taskId, reserved: GENERATION_TOKEN_ESTIMATE, delivered, usedSoFar });
    } else await refundTokens({ userId, taskId });
    await closeAiTask({ taskId: task.id, outcome, errorKey: errorKey ?? "VALIDATE_FAIL" });
  }
  send(outcome.event, outcome.data);
  return outcome;
}

async function generate(
  { id, userId, input }: TClaimedTask,
  signal: AbortSignal,
  meter: TUsageMeter,
  onDraft: (draft: TResumeDraft) => void,
): Promise<TAiTaskOutcome> {
  // The claim has looked at the resume cap and reserved the estimate (claim-generate-task.ts).
  const { workExperience, educationExperience } = input;
  const { output, usage } = await streamStructured({
    task: "generate-resume",
    schema: ZResumeDraft,
    prompt: generateResumePrompt(
      { jobTitle: input.jobTitle, workExperience, educationExperience },
      { language: input.lang },
    ),
    signal,
    meter,
    timeoutMs: aiTaskTimeoutMs(),
    maxOutputTokens: GENERATION_OUTPUT_TOKENS,
    onPartial: (partial) => onDraft(fillPartialDraft(partial)),
  });
  if (isRejectedDraft(output)) return { event: "validateFail", data: { keyword: input.keyword } };
  const { data, config } = toDocument(output, input);
  const resume = await createResumeForUser(userId, { name: titleCaseJobTitle(input.keyword), data, config });
  // A provider that sent no usage figures (some local servers) is charged the estimate it reserved. The resume exists
  // now: a ledger hiccup here leaves the estimate charged (logged), not the user without the resume.
  const usedTokens = usage.reported ? usage.totalTokens : GENERATION_TOKEN_ESTIMATE;
  await settleTokens({ userId, taskId: id, usedTokens }).catch((error: unknown) =>
    logger.error({ err: error, taskId: id, usedTokens }, "AI generation not settled; the estimate stays charged"),
  );
  return { event: "finish", data: resume._id };
}

/** The draft as a resume document, held to the document schema: a draft that breaks it is an unusable answer. */
function toDocument(draft: TResumeDraft, input: TClaimedTask["input"]) {
  try {
    return draftToResumeDocument(draft, {
      lang: input.lang,
      jobTitle: titleCaseJobTitle(input.keyword),
      workExperience: input.workExperience,
      educationExperience: input.educationExperience,
      templateName: input.templateName,
      templateTheme: getTemplateMeta(input.templateName)?.themes[0]?.name,
    });
  } catch (error) {
    throw new AppError("AI_INVALID_OUTPUT", { cause: error });
  }
}
