// The events of GET /api/parseResumeByStream (docs/api.md "Upload"): `open`, progress `message`s (at 70 the parsed
// resume, typed by the document schema but checked here only as an object), `finish` with the resume id and a
// message in the request's language, or `error`.
import { z } from "zod";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { isPlainObject, ZStreamError } from "@/lib/shared/validations/streams/stream-events";

export const ZParseFinish = z.object({ resumeId: z.string().min(1), message: z.string() });
export type TParseFinish = z.infer<typeof ZParseFinish>;

export const parseEvents = {
  open: z.object({ taskId: z.string() }),
  message: z.object({
    progress: z.number(),
    step: z.enum(["reading", "refining", "saving"]),
    resume: z.custom<TResumeData>(isPlainObject).optional(),
  }),
  finish: ZParseFinish,
  error: ZStreamError,
};
