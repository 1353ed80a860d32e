import "server-only";
// What a model call has used so far, kept while it runs, so that a call cut short can still be charged for what it
// consumed (a client that leaves after output reached it pays for that output: issue 20 item 8). Finished attempts
// count with the provider's figures; the attempt under way with the figures the provider has streamed so far, when
// it sends any, else approximated from the prompt and the output received, at the estimates' rate.
import type { LanguageModelUsage } from "ai";
import { addUsage, noUsage, type TAiUsage } from "./ai-usage";

/** The estimates' rate (editor-ai-estimates.ts): between English (about 4 characters a token) and Chinese (1). */
const CHARS_PER_TOKEN = 2;

export type TUsageMeter = {
  /** A new attempt: the characters of everything it sends the model. */
  startAttempt: (promptChars: number) => void;
  /** Output text the attempt under way has received. */
  addOutput: (chars: number) => void;
  /** Total tokens of the attempt under way, as the provider reported them mid-stream. */
  reportSoFar: (totalTokens: number) => void;
  /** The attempt ended with these figures (undefined: it sent none, e.g. it was aborted). */
  endAttempt: (usage: LanguageModelUsage | undefined) => void;
  /** The provider's figures of the finished attempts, summed. */
  reported: () => TAiUsage;
  /** Every token so far: the finished attempts' figures plus the attempt under way (reported or approximated). */
  tokensSoFar: () => number;
};

export function createUsageMeter(): TUsageMeter {
  let finished = noUsage();
  let current = { promptChars: 0, outputChars: 0, reportedTokens: undefined as number | undefined, open: false };
  return {
    startAttempt: (promptChars) =>
      void (current = { promptChars, outputChars: 0, reportedTokens: undefined, open: true }),
    addOutput: (chars) => void (current.outputChars += chars),
    reportSoFar: (totalTokens) => void (current.reportedTokens = totalTokens),
    endAttempt: (usage) => {
      const before = finished;
      finished = addUsage(finished, usage);
      // An attempt without figures stays counted as under way: the approximation is all that is known of it.
      if (finished !== before) current.open = false;
    },
    reported: () => finished,
    tokensSoFar: () => {
      if (!current.open) return finished.totalTokens;
      const approximated = Math.ceil((current.promptChars + current.outputChars) / CHARS_PER_TOKEN);
      return finished.totalTokens + (current.reportedTokens ?? approximated);
    },
  };
}
