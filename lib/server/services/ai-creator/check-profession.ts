// POST /api/checkIsValidProfession (docs/product.md §4, §7): the creator's first step. Everything that would make the
// generation fail for sure is refused first (template, resume cap, running tasks, token balance), then the model judges
// the keyword. A job title leaves a PENDING task for the stream; anything else answers valid:false and leaves nothing.
// The check itself is not charged: it is one short call, and charging a user for a typo would be unfair. Its rate limit
// (rateLimits.checkProfession) bounds what it costs us.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { generateStructured } from "@/lib/server/ai/generate-structured";
import { checkProfessionPrompt } from "@/lib/server/ai/prompts/check-profession";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import { resolveTemplateName } from "@/lib/server/services/resumes/resolve-template-name";
import { assertTokenBalance } from "@/lib/server/services/tokens/assert-token-balance";
import type { TCheckProfessionBody, TCheckProfessionResult } from "@/lib/shared/validations/ai/check-profession-body";
import { ZProfessionCheck } from "@/lib/shared/validations/ai/profession-check";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/shared/validations/tokens/token-amounts";
import { aiTaskTimeoutMs, CHECK_OUTPUT_TOKENS } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { assertTaskSlot } from "@/lib/server/services/ai-tasks/assert-task-slot";
import { createGenerateTask } from "./create-generate-task";
import { resumeLangOfLocale } from "./resume-lang-of-locale";

type Input = { userId: string; body: TCheckProfessionBody; locale: Locale; signal?: AbortSignal };

export async function checkProfession({ userId, body, locale, signal }: Input): Promise<TCheckProfessionResult> {
  const templateName = await resolveTemplateName(body.template);
  const membership = await loadMembership(userId);
  assertCanUseTemplate(membership, templateName);
  await assertCanCreateResume(membership, userId);
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, GENERATION_TOKEN_ESTIMATE);

  const lang = resumeLangOfLocale(locale);
  const { output } = await generateStructured({
    task: "check-profession",
    schema: ZProfessionCheck,
    prompt: checkProfessionPrompt({ keyword: body.keyword }, { language: lang }),
    signal,
    timeoutMs: aiTaskTimeoutMs(),
    maxOutputTokens: CHECK_OUTPUT_TOKENS,
  });
  if (!output.isJobTitle) return { valid: false };

  const processId = await createGenerateTask(userId, {
    keyword: body.keyword,
    jobTitle: output.normalizedTitle.trim() || body.keyword,
    templateName,
    locale,
    lang,
    workExperience: body.additionalData.workExperience,
    educationExperience: body.additionalData.educationExperience,
  });
  return { valid: true, processId };
}
