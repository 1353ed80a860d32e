// The translation's model call and the copy it becomes: the texts go out with ids, progress is reported as the
// answer grows (at most every 200 ms, the last always), and the translated document is saved as a new resume of the
// user, whose cap createResumeForUser checks again under its lock. The copy is held to the document schema first: a
// translated text longer than its field allows is the model's unusable answer (AI_INVALID_OUTPUT, the task refunded),
// never a resume saved past the limits every other write keeps.
import "server-only";
import { translateResumePrompt } from "@/lib/server/ai/prompts/translate-resume";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { boundOutputTokens } from "@/lib/server/ai/structured-call";
import { AppError } from "@/lib/server/api/app-error";
import { applyTranslation, translatableTexts, translationName } from "@/lib/shared/resume/translate-document";
import { createTranslationLink } from "@/lib/shared/resume/translation-link";
import { aiTaskTimeoutMs } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { throttleLatest } from "@/lib/server/services/ai-tasks/throttle-latest";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import { translateOutputTokens } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { ZTranslateAnswer, type TTranslateProgress } from "@/lib/shared/validations/ai-editor/translate-body";
import {
  ZResumeConfig,
  ZResumeData,
  type TResumeConfig,
  type TResumeData,
  type TResumeLang,
} from "@/lib/shared/validations/resume-document/document";

const PROGRESS_INTERVAL_MS = 200;

type Input = {
  userId: string;
  source: { id: string; name: string; data: TResumeData; config: TResumeConfig };
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
      maxOutputTokens: boundOutputTokens(
        translateOutputTokens(
          texts.reduce((sum, t) => sum + t.text.length, 0),
          total,
        ),
      ),
      onPartial: (partial) => progress.push({ done: Math.min(total, partial?.translations?.length ?? 0), total }),
    }));
  } finally {
    progress.cancel();
  }
  onProgress({ done: total, total });
  const translations = new Map(output.translations.map((t) => [t.id, t.text]));
  const translated = applyTranslation(source, translations, lang);
  const data = ZResumeData.safeParse(translated.data);
  const config = ZResumeConfig.safeParse(translated.config);
  if (!data.success || !config.success) throw new AppError("AI_INVALID_OUTPUT", { cause: data.error ?? config.error });
  const resume = await createResumeForUser(userId, {
    name: translationName(source.name, lang),
    data: data.data,
    config: config.data,
    // The copy stays linked to its source (issue 27 item 1): each field remembers the text it was translated from.
    translatedFrom: { id: source.id, link: createTranslationLink(source.data, data.data, lang) },
  });
  return { usage, resumeId: resume._id };
}
