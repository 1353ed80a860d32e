// The model call of "Write with AI" (issue 26 item 3): the letter streams as it grows (the panel shows it filling in,
// at most one update per DRAFT_EVENT_INTERVAL_MS, the last one never lost), then the whole answer is checked as a saved letter is
// (ZCoverLetterText: not empty, not too long, no control characters); an answer that fails is AI_INVALID_OUTPUT,
// refunded by the task's frame. Neither the prompt nor the letter is logged (log-ai-call.ts writes only counts).
import "server-only";
import { coverLetterPrompt, type TCoverLetterInput } from "@/lib/server/ai/prompts/cover-letter";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { boundOutputTokens } from "@/lib/server/ai/structured-call";
import type { TUsageMeter } from "@/lib/server/ai/usage-meter";
import { AppError } from "@/lib/server/api/app-error";
import { aiTaskTimeoutMs, DRAFT_EVENT_INTERVAL_MS } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { throttleLatest } from "@/lib/server/services/ai-tasks/throttle-latest";
import {
  COVER_LETTER_OUTPUT_TOKENS,
  ZCoverLetterAnswer,
  ZCoverLetterText,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

type Input = TCoverLetterInput & {
  lang: TResumeLang;
  signal: AbortSignal;
  meter: TUsageMeter;
  onText: (body: string) => void;
};

export async function writeCoverLetter({ resume, job, lang, signal, meter, onText }: Input) {
  const progress = throttleLatest<string>(DRAFT_EVENT_INTERVAL_MS, onText);
  try {
    const { output, usage } = await streamStructured({
      task: "cover-letter",
      schema: ZCoverLetterAnswer,
      prompt: coverLetterPrompt({ resume, job }, { language: lang }),
      signal,
      meter,
      timeoutMs: aiTaskTimeoutMs(),
      maxOutputTokens: boundOutputTokens(COVER_LETTER_OUTPUT_TOKENS),
      onPartial: (partial) => {
        const body = partial?.body?.trimStart();
        if (body) progress.push(body);
      },
    });
    const body = ZCoverLetterText.safeParse(output.body);
    if (!body.success) throw new AppError("AI_INVALID_OUTPUT");
    progress.flush();
    return { body: body.data, usage };
  } catch (error) {
    progress.cancel();
    throw error;
  }
}
