// The rule-based parser and the refinement's merge, run on the extraction threads (issue 20 item 1). The content
// they read comes back from the client, and their time grows with it: on the request thread one hostile request
// froze every user of the instance. Here they take their turn in the fair queue and run under the threads' memory
// cap and time limit; past either the answer is FILE_TOO_COMPLEX and the thread is replaced.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { logger } from "@/lib/server/logger";
import type { TRefinementResult } from "@/lib/server/parse/apply-refinement";
import type { TParseOptions } from "@/lib/server/parse/parse-resume";
import type { TLine, TParsedResume } from "@/lib/server/parse/types";
import type { TPortableDocument } from "@/lib/shared/validations/resume-document/portable-document";
import type { TParseRefinement } from "@/lib/shared/validations/resume-parse/parse-refinement";
import { runInPool, type TPoolJob } from "./extract-pool";
import { withExtractSlot } from "./extract-queue";
import { EXTRACT_TIMEOUT_MS } from "./run-extract-worker";

/** The parser's draft, or the document a PDF of ours carried (issue 25 item 4), which is not parsed. */
type TParseJobResult = { parsed: TParsedResume; lines: TLine[] | null } | { embedded: TPortableDocument };

async function runJob(userId: string, job: TPoolJob, timeoutMs: number): Promise<unknown> {
  return withExtractSlot(userId, async () => {
    const outcome = await runInPool(job, timeoutMs);
    // Past the time or the memory cap: what the client sent is too much to parse, not the server's fault.
    if (!("reply" in outcome)) {
      if (outcome.failure === "crashed") throw new AppError("INTERNAL", { message: "The parser's thread ended" });
      throw new AppError("FILE_TOO_COMPLEX");
    }
    const { reply } = outcome;
    if (reply.ok) return reply.content;
    if (reply.key === "INVALID_INPUT")
      throw new AppError("INVALID_INPUT", { message: "The content is not a resume's text" });
    // The parser threw: our bug, not the user's input (the schema admitted it).
    logger.error({ kind: job.kind, key: reply.key }, "resume parser failed on its thread");
    throw new AppError("INTERNAL");
  });
}

/**
 * parseResume(content, options) on a thread; with `withLines`, also the lines the parser read (for the model). The
 * content is its JSON text as the task stored it: the thread decodes it and checks it against ZParseContent, so that
 * megabytes of it are never decoded on the event loop that serves everyone (INVALID_INPUT if it does not hold).
 */
export async function runParseWorker(
  userId: string,
  contentJson: string,
  options: TParseOptions & { withLines: boolean },
  timeoutMs = EXTRACT_TIMEOUT_MS,
): Promise<TParseJobResult> {
  const { withLines, ...parseOptions } = options;
  const job: TPoolJob = { kind: "parse", contentJson, options: parseOptions, withLines };
  return (await runJob(userId, job, timeoutMs)) as TParseJobResult;
}

/** applyRefinement(parsed, output, lines) on a thread: it compares every string of the answer with the file's text. */
export async function runRefineWorker(
  userId: string,
  input: { parsed: TParsedResume; output: TParseRefinement; lines: TLine[] },
  timeoutMs = EXTRACT_TIMEOUT_MS,
): Promise<TRefinementResult> {
  return (await runJob(userId, { kind: "refine", ...input }, timeoutMs)) as TRefinementResult;
}
