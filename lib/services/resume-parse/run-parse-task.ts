// One run of a claimed PARSE task, the stream's producer: the rule-based parser turns the text into a resume (no AI
// needed); with the `ai` toggle on, the model then refines that draft (refine-parsed-resume.ts: charged as
// RESUME_PARSE, and if it fails the draft is kept and the finish message says so). The result is saved as a new
// resume of the user in the chosen template. The outcome is stored before it is
// sent, so a reconnect replays exactly this answer, and the input text is dropped with it. The parser's per-field confidence and source lines are kept
// with the task, and the fields it was unsure of become the resume's review items, which the editor marks.
import "server-only";
import type { Locale } from "@/i18n/routing";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/app-error";
import { toAppError } from "@/lib/api/envelope";
import type { SseSend } from "@/lib/api/sse";
import { db } from "@/lib/db";
import { isAiEnabled } from "@/lib/env";
import { logger } from "@/lib/logger";
import { runParseWorker } from "@/lib/resume-extract/run-parse-worker";
import { recordParseReview } from "@/lib/services/resume-review/record-parse-review";
import { createResumeForUser } from "@/lib/services/resumes/create-resume-for-user";
import { getTemplateMeta } from "@/lib/templates/registry";
import { parseFinishMessages } from "@/lib/validations/resume-parse/parse-messages";
import { errorOutcome, type TClaimedParseInput, type TParseOutcome } from "./claim-parse-task";
import { refineParsedResume, type TRefined } from "./refine-parsed-resume";

type Run = { taskId: string; userId: string; input: TClaimedParseInput; locale: Locale; send: SseSend };

async function close(
  taskId: string,
  outcome: TParseOutcome,
  extra: { resumeId?: string; errorKey?: string; fields?: unknown },
) {
  await db.aiTask.updateMany({
    where: { id: taskId, status: "RUNNING" },
    data: {
      // The resume's text (up to 4 MiB) is not kept once the task has ended (issue 20 item 11): a reconnect replays
      // the stored outcome, which needs none of it.
      input: {},
      status: outcome.event === "finish" ? "SUCCEEDED" : "FAILED",
      result: { ...outcome, fields: extra.fields ?? [] } as Prisma.InputJsonValue,
      error: extra.errorKey ?? null,
      resumeId: extra.resumeId ?? null,
      finishedAt: new Date(),
    },
  });
}

export async function runParseTask({ taskId, userId, input, locale, send }: Run): Promise<TParseOutcome> {
  const messages = parseFinishMessages[locale];
  try {
    send("message", { progress: 10, step: "reading" });
    const isRefined = isAiEnabled();
    // On an extraction thread, with its time limit: the content came from the client (issue 20 item 1).
    const { parsed, lines } = await runParseWorker(userId, input.contentJson, {
      templateName: input.templateName,
      templateTheme: getTemplateMeta(input.templateName)?.themes[0]?.name,
      withLines: isRefined,
    });
    let result: TRefined = { data: parsed.data, fields: parsed.fields, note: "parsed" };
    if (isRefined) {
      send("message", { progress: 40, step: "refining", resume: parsed.data });
      result = await refineParsedResume({ taskId, userId, parsed, lines: lines ?? [] });
    }
    send("message", { progress: 70, step: isRefined ? "refining" : "reading", resume: result.data });
    send("message", { progress: 90, step: "saving" });
    const name = result.data.basicInfo.name.trim() || messages.defaultName;
    const resume = await createResumeForUser(userId, { name, data: result.data, config: parsed.config });
    // The marks help the user check the result; the resume is saved either way, so their loss must not fail the run.
    await recordParseReview(resume._id, resume.data, result.fields).catch((error: unknown) =>
      logger.error({ err: error, taskId }, "parse review items not recorded"),
    );
    const outcome: TParseOutcome = { event: "finish", data: { resumeId: resume._id, message: messages[result.note] } };
    await close(taskId, outcome, { resumeId: resume._id, fields: result.fields });
    send("finish", outcome.data);
    return outcome;
  } catch (thrown) {
    const error = toAppError(thrown) ?? new AppError("INTERNAL", { cause: thrown });
    if (error.key === "INTERNAL") logger.error({ err: thrown, taskId }, "resume parse failed");
    const outcome = errorOutcome(error);
    await close(taskId, outcome, { errorKey: error.key });
    send("error", outcome.data);
    return outcome;
  }
}
