// With the `ai` toggle on, a parse task's rule-based draft goes to the model for a second reading (issue 14 item 4),
// charged as RESUME_PARSE: the estimate is reserved on the task before the call and settled on the usage the provider
// reported. The answer is held to the parser's rule (lib/server/parse/apply-refinement.ts). Whatever goes wrong — too
// few tokens, a model error or timeout, an unusable or fabricating answer — the reservation comes back in full and
// the caller saves the rule-based draft, telling the user why (`note`). Never throws for the model's sake.
import "server-only";
import type { TAiUsage } from "@/lib/server/ai/ai-usage";
import { generateStructured } from "@/lib/server/ai/generate-structured";
import { refineParsedResumePrompt, type TRefineParsedResumeInput } from "@/lib/server/ai/prompts/refine-parsed-resume";
import { AppError } from "@/lib/server/api/app-error";
import { toAppError } from "@/lib/server/api/envelope";
import { logger } from "@/lib/server/logger";
import { runRefineWorker } from "@/lib/server/extract/run-parse-worker";
import type { TLine, TParsedField, TParsedResume } from "@/lib/server/parse/types";
import { aiTaskTimeoutMs } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import { reserveTokens } from "@/lib/server/services/ledger/reserve-tokens";
import { settleAiTask } from "@/lib/server/services/ai-tasks/settle-ai-task";
import { ZResumeData, type TResumeData } from "@/lib/shared/validations/resume-document/document";
import { ZParseRefinement } from "@/lib/shared/validations/resume-parse/parse-refinement";
import { PARSE_TOKEN_ESTIMATE } from "@/lib/shared/validations/tokens/token-amounts";

/** The file's text the model sees: a resume is far shorter; a longer file is refined on its beginning only. */
const MAX_SOURCE_CHARS = 30_000;
const MAX_OUTPUT_TOKENS = 8_000;

/** Which finish message the user gets (lib/shared/validations/resume-parse/parse-messages.ts); "parsed": AI is off. */
type TRefineNote = "parsed" | "refined" | "aiFailed" | "aiRejected" | "noTokens";
export type TRefined = { data: TResumeData; fields: TParsedField[]; note: TRefineNote };

type Input = { taskId: string; userId: string; parsed: TParsedResume; lines: TLine[] };

function modelInput(parsed: TParsedResume, lines: TLine[]): TRefineParsedResumeInput {
  const source: string[] = [];
  let length = 0;
  for (const line of lines) {
    length += line.text.length + 1;
    if (length > MAX_SOURCE_CHARS) break;
    source.push(line.text);
  }
  const { basicInfo, links, sections } = parsed.data;
  return {
    lines: source,
    draft: {
      basicInfo: {
        name: basicInfo.name,
        title: basicInfo.title,
        email: basicInfo.email,
        cellphone: basicInfo.cellphone,
        location: basicInfo.location,
      },
      links: links.map(({ name, src }) => ({ name, src })),
      sections: sections.map((section) => ({
        id: section.id,
        kind: section.kind ?? "custom",
        name: section.name,
        items: section.data.map(({ title, subTitle, startDate, endDate, city, description }) => ({
          title,
          subTitle,
          startDate,
          endDate,
          city,
          description,
        })),
      })),
    },
  };
}

export async function refineParsedResume({ taskId, userId, parsed, lines }: Input): Promise<TRefined> {
  const keep = (note: TRefineNote): TRefined => ({ data: parsed.data, fields: parsed.fields, note });
  try {
    await reserveTokens({ userId, taskId, type: "RESUME_PARSE", amount: PARSE_TOKEN_ESTIMATE });
  } catch (error) {
    if (error instanceof AppError && error.key === "INSUFFICIENT_TOKENS") return keep("noTokens");
    throw error;
  }
  let usage: TAiUsage | null = null;
  try {
    const answer = await generateStructured({
      task: "refine-parsed-resume",
      schema: ZParseRefinement,
      prompt: refineParsedResumePrompt(modelInput(parsed, lines), { language: parsed.lang }),
      timeoutMs: aiTaskTimeoutMs(),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    });
    // Compares every string of the answer with the file's lines: on an extraction thread, with its time limit.
    const result = await runRefineWorker(userId, { parsed, output: answer.output, lines });
    if (result.status === "rejected") {
      logger.warn({ taskId, checked: result.checked, dropped: result.dropped.length }, "AI parse refinement rejected");
      return keep("aiRejected");
    }
    const data = ZResumeData.parse(result.data);
    usage = answer.usage;
    return { data, fields: result.fields, note: "refined" };
  } catch (thrown) {
    const error = toAppError(thrown);
    if (!error?.key.startsWith("AI_")) logger.error({ err: thrown, taskId }, "AI parse refinement failed");
    return keep("aiFailed");
  } finally {
    // Exactly one of the two closes the reservation: the user pays for a refinement they got, never for one they
    // did not (a failure, a timeout, or an answer that was rejected for text not in the file).
    if (usage === null) await refundTokens({ userId, taskId });
    else await settleAiTask({ userId, taskId, usage, estimate: PARSE_TOKEN_ESTIMATE });
  }
}
