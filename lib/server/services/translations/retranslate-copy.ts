// The model call of a re-translation (issue 27 item 1): only the plan's texts go out (changed fields, texts of items
// and labels of links added in the source; never contacts, dates or link addresses: translation-link.ts), by path, into
// the copy's language; the copy rebuilt from the answer is held to the document schema (a text past its field's limit
// is the model's unusable answer, AI_INVALID_OUTPUT, refunded) and saved, with the source's changed contacts, dates
// and link addresses copied in as they are. No text to send: no call, nothing charged. A client that left (the
// banner's Cancel) before the save finds the copy unchanged: AI_CANCELLED, refunded like any cancel (run-ai-task.ts).
import "server-only";
import { translateResumePrompt } from "@/lib/server/ai/prompts/translate-resume";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { boundOutputTokens } from "@/lib/server/ai/structured-call";
import type { TAiUsage } from "@/lib/server/ai/ai-usage";
import { AppError } from "@/lib/server/api/app-error";
import { aiTaskTimeoutMs } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { applyRetranslation } from "@/lib/shared/resume/retranslate-document";
import { translateOutputTokens } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { ZTranslateAnswer } from "@/lib/shared/validations/ai-editor/translate-body";
import { ZResumeData } from "@/lib/shared/validations/resume-document/document";
import { saveRetranslation } from "./save-retranslation";
import type { TRetranslateStart } from "./start-retranslate-task";

type Input = {
  userId: string;
  start: TRetranslateStart;
  replaceEdits: boolean;
  signal: AbortSignal;
  onProgress: (progress: { done: number; total: number }) => void;
};

export async function retranslateCopy({ userId, start, replaceEdits, signal, onProgress }: Input) {
  const { copy, source, data, link, plan } = start;
  const total = plan.texts.length;
  onProgress({ done: 0, total });
  let usage: TAiUsage | undefined;
  const translations = new Map<string, string>();
  if (total > 0) {
    const chars = plan.texts.reduce((sum, t) => sum + t.text.length, 0);
    const answer = await streamStructured({
      task: "translate-resume",
      schema: ZTranslateAnswer,
      prompt: translateResumePrompt({ texts: plan.texts }, { language: link.lang }),
      signal,
      timeoutMs: aiTaskTimeoutMs(),
      maxOutputTokens: boundOutputTokens(translateOutputTokens(chars, total)),
    });
    usage = answer.usage;
    for (const t of answer.output.translations) translations.set(t.id, t.text);
  }
  onProgress({ done: total, total });
  const next = applyRetranslation({ source, copy: data, link, plan, translations, replaceEdits });
  const parsed = ZResumeData.safeParse(next.data);
  if (!parsed.success) throw new AppError("AI_INVALID_OUTPUT", { cause: parsed.error });
  if (signal.aborted) throw new AppError("AI_CANCELLED");
  const version = await saveRetranslation({
    userId,
    copyId: copy.id,
    version: copy.version,
    data: parsed.data,
    link: next.link,
  });
  return { usage, version, updated: plan.paths.size + plan.copied.size };
}
