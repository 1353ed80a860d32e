// The translation's model call and the copy it becomes: the texts go out with ids, progress is reported as the
// answer grows (at most every 200 ms, the last always), and the translated document is saved as a new resume of the
// user, whose cap createResumeForUser checks again under its lock.
import "server-only";
import { translateResumePrompt } from "@/lib/ai/prompts/translate-resume";
import { streamStructured } from "@/lib/ai/stream-structured";
import { applyTranslation, translatableTexts, translationName } from "@/lib/resume/translate-document";
import { aiTaskTimeoutMs } from "@/lib/services/ai-creator/ai-task-limits";
import { throttleLatest } from "@/lib/services/ai-creator/throttle-latest";
import { createResumeForUser } from "@/lib/services/resumes/create-resume-for-user";
import { ZTranslateAnswer, type TTranslateProgress } from "@/lib/validations/ai-editor/translate-body";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/validations/resume-document/document";

const PROGRESS_INTERVAL_MS = 200;

type Input = {
  userId: string;
  source: { name: string; data: TResumeData; config: TResumeConfig };
  lang: TResumeLang;
  signal: AbortSignal;
  onProgress: (progress: TTranslateProgress) => void;
};

export async function translateResume({ userId, source, lang, signal, onProgress }: Input) {
  const texts = translatableTexts(source.data);
  const total = texts.length;
  const progress = throttleLatest<TTranslateProgress>(PROGRESS_INTERVAL_MS, onProgress);
  onProgress({ done: 0, total });
  let output;
  let usage;
  try {
    ({ output, usage } = await streamStructured({
      task: "translate-resume",
      schema: ZTranslateAnswer,
      prompt: translateResumePrompt({ texts }, { language: lang }),
      signal,
      timeoutMs: aiTaskTimeoutMs(),
      onPartial: (partial) => progress.push({ done: Math.min(total, partial?.translations?.length ?? 0), total }),
    }));
  } finally {
    progress.cancel();
  }
  onProgress({ done: total, total });
  const translations = new Map(output.translations.map((t) => [t.id, t.text]));
  const { data, config } = applyTranslation(source, translations, lang);
  const resume = await createResumeForUser(userId, { name: translationName(source.name, lang), data, config });
  return { usage, resumeId: resume._id };
}
