// One run of the creator (docs/product.md §4 step 4), loaded with the first run rather than with the page: save it in
// the browser's history, ask whether the keyword is a job title (POST /api/checkIsValidProfession), then follow the
// generation stream. Every outcome reaches exactly one callback, unless `signal` aborts.
import type { Locale } from "@/i18n/routing";
import { checkProfession } from "@/lib/client/api-client/ai-creator-client";
import { addHistoryEntry } from "./creator-history";
import { toExperienceItem, type CreatorHistoryEntry, type CreatorInput, type PartialDraft } from "./creator-types";
import { followGeneration } from "./generation-stream";

const AI_PROVIDER = "openai"; // docs/product.md §7: fixed to one value
const CREATOR_TEMPLATE = "TemplateModern";

export type RunCallbacks = {
  onHistory: (history: CreatorHistoryEntry[]) => void;
  onGenerating: () => void;
  onDraft: (draft: PartialDraft) => void;
  onFinish: (resumeId: string) => void;
  /** Not a job title: at the check, or as the model's verdict during the generation (validateFail). */
  onInvalid: (keyword: string) => void;
  onError: (error: unknown) => void;
};

/** What the API gets: a skipped step sends nothing (docs/product.md §5). */
function requestBody(input: CreatorInput) {
  return {
    keyword: input.keyword.trim(),
    template: CREATOR_TEMPLATE,
    aiProvider: AI_PROVIDER,
    additionalData: {
      workExperience: input.work.isSkipped ? [] : input.work.entries.map(toExperienceItem),
      educationExperience: input.education.isSkipped ? [] : input.education.entries.map(toExperienceItem),
    },
  };
}

export async function runGeneration(
  input: CreatorInput,
  locale: Locale,
  signal: AbortSignal,
  callbacks: RunCallbacks,
): Promise<void> {
  const body = requestBody(input);
  callbacks.onHistory(
    addHistoryEntry({
      keyword: body.keyword,
      workExperience: body.additionalData.workExperience,
      educationExperience: body.additionalData.educationExperience,
    }),
  );
  let processId: string;
  try {
    const result = await checkProfession(body, locale, signal);
    if (!result.valid || !result.processId) return callbacks.onInvalid(body.keyword);
    processId = result.processId;
  } catch (error) {
    if (!signal.aborted) callbacks.onError(error);
    return;
  }
  callbacks.onGenerating();
  await followGeneration(
    { processId, aiProvider: AI_PROVIDER, locale, signal },
    {
      onDraft: callbacks.onDraft,
      onFinish: callbacks.onFinish,
      onValidateFail: () => callbacks.onInvalid(body.keyword),
      onError: callbacks.onError,
    },
  );
}
