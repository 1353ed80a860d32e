// One run of a claimed GENERATE task (docs/product.md §4 step 4) in the AI-task frame (run-ai-task.ts; the claim has
// reserved the estimate): stream the draft to the client as it grows (a draft with content is output: leaving after it
// costs), turn it into a resume in the user's language and template; the frame settles on the usage the provider
// reported.
import "server-only";
import { draftToResumeDocument } from "@/lib/server/ai/draft-to-resume-document";
import { fillPartialDraft } from "@/lib/server/ai/fill-partial-draft";
import { generateResumePrompt } from "@/lib/server/ai/prompts/generate-resume";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { titleCaseJobTitle } from "@/lib/server/ai/title-case-job-title";
import type { TUsageMeter } from "@/lib/server/ai/usage-meter";
import { AppError } from "@/lib/server/api/app-error";
import type { SseSend } from "@/lib/server/api/sse";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import type { generateEvents } from "@/lib/shared/validations/ai/generate-events";
import { ZResumeDraft, type TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";
import type { TStreamEvents } from "@/lib/shared/validations/streams/stream-events";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/shared/validations/tokens/token-amounts";
import {
  aiTaskTimeoutMs,
  DRAFT_EVENT_INTERVAL_MS,
  GENERATION_OUTPUT_TOKENS,
} from "@/lib/server/services/ai-tasks/ai-task-limits";
import { runAiTask, type TAiTaskDone } from "@/lib/server/services/ai-tasks/run-ai-task";
import type { TClaimedTask } from "./claim-generate-task";
import { isRejectedDraft } from "./is-rejected-draft";
import { throttleLatest } from "@/lib/server/services/ai-tasks/throttle-latest";

type TGenerateEvents = typeof generateEvents;
type Run = { task: TClaimedTask; send: SseSend<TStreamEvents<TGenerateEvents>>; signal: AbortSignal };

/** A draft with something the model wrote in it: the first partials of an answer are still all empty. */
const hasContent = (draft: TResumeDraft): boolean =>
  !isRejectedDraft(draft) || draft.education.length > 0 || draft.projects.length > 0;

export function runGenerateTask({ task, send, signal }: Run): Promise<void> {
  return runAiTask({
    userId: task.userId,
    task: task.id,
    estimate: GENERATION_TOKEN_ESTIMATE,
    send,
    work: async ({ meter, sendOutput }) => {
      const drafts = throttleLatest<TResumeDraft>(DRAFT_EVENT_INTERVAL_MS, (draft) =>
        sendOutput({ draft }, hasContent(draft)),
      );
      const done = await generate(task, signal, meter, (partial) => drafts.push(partial)).catch((error: unknown) => {
        drafts.cancel();
        throw error;
      });
      drafts.flush();
      return done;
    },
  });
}

async function generate(
  { userId, input }: TClaimedTask,
  signal: AbortSignal,
  meter: TUsageMeter,
  onDraft: (draft: TResumeDraft) => void,
): Promise<TAiTaskDone<TGenerateEvents>> {
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
  if (isRejectedDraft(output)) return { outcome: { event: "validateFail", data: { keyword: input.keyword } } };
  const { data, config } = toDocument(output, input);
  const resume = await createResumeForUser(userId, { name: titleCaseJobTitle(input.keyword), data, config });
  return { outcome: { event: "finish", data: resume._id }, usage, resumeId: resume._id };
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
