// POST /api/applications/{id}/cover-letter/generate – "Write with AI" (issue 26 item 3), charged like the polish
// (stream-polish.ts). Everything that would make it fail for sure is refused before the stream, as a plain HTTP error:
// another user's application (404), a stale version (409: the panel shows a letter that is no longer the newest), two
// tasks running, too few tokens. Then the letter streams as `message` events ({ body } so far) and `finish` carries
// the saved version: the estimate is reserved when the task starts, settled on the reported usage (the estimate when
// the provider reports none), refunded on any failure, and a client that leaves after text reached it pays what the
// model used (run-ai-task.ts). The letter is saved as the newest version even if a save landed while it ran.
import "server-only";
import { db } from "@/lib/server/db";
import { createSseStream } from "@/lib/server/api/sse";
import { assertTaskSlot } from "@/lib/server/services/ai-tasks/assert-task-slot";
import { runAiTask } from "@/lib/server/services/ai-tasks/run-ai-task";
import { startAiTask } from "@/lib/server/services/ai-tasks/start-ai-task";
import { assertTokenBalance } from "@/lib/server/services/tokens/assert-token-balance";
import { letterInputChars, resumeFacts } from "@/lib/shared/cover-letter/resume-facts";
import {
  coverLetterEvents,
  coverLetterTokenEstimate,
  type TGenerateCoverLetterBody,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import { letterConflict } from "./letter-conflict";
import { loadLetterContext } from "./load-letter-context";
import { toCoverLetterDto } from "./to-cover-letter-dto";
import { writeCoverLetter } from "./write-cover-letter";
import { writeCoverLetterVersion } from "./write-cover-letter-version";

export async function streamCoverLetter(
  request: Request,
  userId: string,
  applicationId: string,
  body: TGenerateCoverLetterBody,
): Promise<Response> {
  const { job, resume } = await loadLetterContext(userId, applicationId);
  const newest = await db.coverLetter.findFirst({ where: { applicationId, userId }, orderBy: { version: "desc" } });
  if ((newest?.version ?? 0) !== body.version) throw letterConflict(newest);
  const facts = resume && resumeFacts(resume.data);
  const lang = resume?.config.lang ?? "en";
  const estimate = coverLetterTokenEstimate(letterInputChars(facts, job));
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, estimate);
  const input = { applicationId, resumeId: resume?.id ?? null };
  return createSseStream(request, coverLetterEvents, (send, signal) =>
    runAiTask({
      userId,
      task: () => startAiTask({ userId, kind: "COVER_LETTER", input }),
      reserveAs: "AI_COVER_LETTER",
      estimate,
      send,
      work: async ({ meter, sendOutput }) => {
        const written = await writeCoverLetter({
          resume: facts,
          job,
          lang,
          signal,
          meter,
          onText: (text) => sendOutput({ body: text }),
        });
        const row = await db.$transaction((tx) =>
          writeCoverLetterVersion(tx, {
            userId,
            applicationId,
            expected: "newest",
            body: written.body,
            lang,
            source: "AI",
          }),
        );
        const usedTokens = written.usage.reported ? written.usage.totalTokens : estimate;
        return {
          usage: written.usage,
          outcome: { event: "finish", data: { letter: toCoverLetterDto(row), usedTokens } },
        };
      },
    }),
  );
}
