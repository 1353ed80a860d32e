// Reads one uploaded file off the event loop that serves everyone else, on a warm thread of the extraction pool
// (extract-pool.ts) with a memory cap and a time limit: a file that overruns either ends its thread and is answered
// FILE_TOO_COMPLEX. Which file gets a thread when is decided by the fair queue (extract-queue.ts): two at once, one
// per user, users served in turn; beyond what may wait the server says it is busy.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import type { ErrorCodeKey } from "@/lib/shared/api/error-codes";
import {
  ZParseContent,
  MAX_CONTENT_ITEMS,
  type TParseContent,
} from "@/lib/shared/validations/resume-parse/parse-content";
import { runInPool, type TRunOutcome } from "./extract-pool";
import { withExtractSlot } from "./extract-queue";
import type { TFileKind } from "./sniff-file";

const MAX_PARSE_PAGES = 20;
export const EXTRACT_TIMEOUT_MS = 15_000;

const fileErrors = new Set<string>([
  "FILE_ENCRYPTED",
  "FILE_TOO_MANY_PAGES",
  "FILE_NO_TEXT",
  "FILE_UNREADABLE",
  "FILE_TOO_COMPLEX",
  "FILE_LINKEDIN_INVALID",
]);

function toContent(outcome: TRunOutcome): TParseContent {
  // Out of memory, a crash or the time limit: the file, not the server, is at fault.
  if (!("reply" in outcome)) throw new AppError(outcome.failure === "crashed" ? "FILE_UNREADABLE" : "FILE_TOO_COMPLEX");
  const { reply } = outcome;
  if (!reply.ok) throw new AppError((fileErrors.has(reply.key) ? reply.key : "FILE_UNREADABLE") as ErrorCodeKey);
  const parsed = ZParseContent.safeParse(reply.content);
  if (!parsed.success) throw new AppError("FILE_UNREADABLE");
  return parsed.data;
}

/** Callers without a user (scripts, tests of the pool itself) each get a lane of their own. */
let anonymous = 0;

export async function runExtractWorker(
  kind: Exclude<TFileKind, "jpeg" | "png">,
  bytes: Buffer,
  { userId = `anonymous-${++anonymous}`, timeoutMs = EXTRACT_TIMEOUT_MS }: { userId?: string; timeoutMs?: number } = {},
): Promise<TParseContent> {
  return withExtractSlot(userId, async () => {
    // A copy the thread takes over (transferred, not cloned): the caller's buffer stays intact.
    const copy = new Uint8Array(bytes);
    const outcome = await runInPool(
      { kind, bytes: copy, maxPages: MAX_PARSE_PAGES, maxItems: MAX_CONTENT_ITEMS },
      timeoutMs,
    );
    return toContent(outcome);
  });
}
