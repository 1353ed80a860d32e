// The polish's model call: suggestions leave one by one as soon as each is complete (the next one has begun, or the
// answer ended), each checked against what was asked (a known path, a real change) and sent once, even when the
// answer needs its repair attempt and streams again from the start.
import "server-only";
import { polishTextsPrompt } from "@/lib/server/ai/prompts/polish-texts";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { boundOutputTokens } from "@/lib/server/ai/structured-call";
import type { TUsageMeter } from "@/lib/server/ai/usage-meter";
import { aiTaskTimeoutMs } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { polishOutputTokens } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { ZPolishAnswer, type TPolishSuggestion } from "@/lib/shared/validations/ai-editor/polish-body";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

type Input = {
  texts: { path: string; text: string }[];
  jobDescription?: string;
  lang: TResumeLang;
  signal: AbortSignal;
  meter: TUsageMeter;
  onSuggestion: (suggestion: TPolishSuggestion) => void;
};

type Candidate = { path?: string; suggestion?: string } | undefined;

export async function polishTexts({ texts, jobDescription, lang, signal, meter, onSuggestion }: Input) {
  const originals = new Map(texts.map((t) => [t.path, t.text]));
  const sent = new Set<string>();
  const offer = (candidate: Candidate) => {
    const original = candidate?.path ? originals.get(candidate.path) : undefined;
    const suggestion = candidate?.suggestion?.trim().slice(0, 10_000);
    if (!candidate?.path || original === undefined || !suggestion || sent.has(candidate.path)) return;
    if (suggestion === original.trim()) return;
    sent.add(candidate.path);
    onSuggestion({ path: candidate.path, original, suggestion });
  };
  const { output, usage } = await streamStructured({
    task: "polish-texts",
    schema: ZPolishAnswer,
    prompt: polishTextsPrompt({ texts, jobDescription }, { language: lang }),
    signal,
    meter,
    timeoutMs: aiTaskTimeoutMs(),
    maxOutputTokens: boundOutputTokens(
      polishOutputTokens(
        texts.reduce((sum, t) => sum + t.text.length, 0),
        texts.length,
      ),
    ),
    // The last entry of a partial answer may still be growing: only those before it are complete.
    onPartial: (partial) => (partial?.suggestions ?? []).slice(0, -1).forEach(offer),
  });
  output.suggestions.forEach(offer);
  return { usage, count: sent.size };
}
