// One run of a claimed PARSE task, the stream's producer: the rule-based parser turns the text into a resume (no AI
// needed); with the `ai` toggle on, the model then refines that draft (refine-parsed-resume.ts: charged as
// RESUME_PARSE, and if it fails the draft is kept and the finish message says so). The result is saved as a new
// resume of the user in the chosen template, in the AI-task frame (run-ai-task.ts), which drops the input text with the
// outcome. The parser's per-field confidence and source lines are kept with the task, and the fields it was unsure
// of become the resume's review items, which the editor marks. A PDF of ours that carried its own resume.json (issue
// 25 item 4) is not parsed at all: its document is saved as it is (import-embedded-resume.ts).
import "server-only";
import type { Locale } from "@/i18n/routing";
import type { SseSend } from "@/lib/server/api/sse";
import { isAiEnabled } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { runParseWorker } from "@/lib/server/extract/run-parse-worker";
import { recordParseReview } from "@/lib/server/services/resume-review/record-parse-review";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { parseEvents } from "@/lib/shared/validations/resume-parse/parse-events";
import { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";
import type { TStreamEvents } from "@/lib/shared/validations/streams/stream-events";
import { runAiTask } from "@/lib/server/services/ai-tasks/run-ai-task";
import type { TClaimedParseInput } from "./claim-parse-task";
import { importEmbeddedResume } from "./import-embedded-resume";
import { refineParsedResume, type TRefined } from "./refine-parsed-resume";

type TParseSend = SseSend<TStreamEvents<typeof parseEvents>>;
type Run = { taskId: string; userId: string; input: TClaimedParseInput; locale: Locale; send: TParseSend };

export function runParseTask({ taskId, userId, input, locale, send }: Run): Promise<void> {
  const messages = parseFinishMessages[locale];
  return runAiTask({
    userId,
    task: taskId,
    dropInput: true,
    send,
    work: async () => {
      send("message", { progress: 10, step: "reading" });
      const isRefined = isAiEnabled();
      // On an extraction thread, with its time limit: the content came from the client (issue 20 item 1).
      const read = await runParseWorker(userId, input.contentJson, {
        templateName: input.templateName,
        templateTheme: getTemplateMeta(input.templateName)?.themes[0]?.name,
        withLines: isRefined,
      });
      if ("embedded" in read) {
        send("message", { progress: 90, step: "saving" });
        const { templateName } = input;
        const { defaultName } = messages;
        const resume = await importEmbeddedResume({ userId, document: read.embedded, templateName, defaultName });
        const outcome = { event: "finish", data: { resumeId: resume._id, message: messages.embedded } } as const;
        return { outcome, resumeId: resume._id, fields: [] };
      }
      const { parsed, lines } = read;
      let result: TRefined = { data: parsed.data, fields: parsed.fields, note: "parsed" };
      // Structured data (a LinkedIn export, issue 24 item 4) is saved as it is: the model has no file text to check.
      const refines = isRefined && !parsed.structured;
      if (refines) {
        send("message", { progress: 40, step: "refining", resume: parsed.data });
        result = await refineParsedResume({ taskId, userId, parsed, lines: lines ?? [] });
      }
      send("message", { progress: 70, step: refines ? "refining" : "reading", resume: result.data });
      send("message", { progress: 90, step: "saving" });
      const name = result.data.basicInfo.name.trim() || messages.defaultName;
      const resume = await createResumeForUser(userId, { name, data: result.data, config: parsed.config });
      // The marks help the user check the result; the resume is saved either way, so their loss must not fail the run.
      await recordParseReview(resume._id, resume.data, result.fields).catch((error: unknown) =>
        logger.error({ err: error, taskId }, "parse review items not recorded"),
      );
      const message = parsed.structured ? messages.imported : messages[result.note];
      const outcome = { event: "finish", data: { resumeId: resume._id, message } } as const;
      return { outcome, resumeId: resume._id, fields: result.fields };
    },
  });
}
