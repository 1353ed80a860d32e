// The events of POST /api/ai/translate (docs/api.md "AI in the editor"): progress `message`s in texts translated,
// `finish` with the new resume's id, or `error`.
import { z } from "zod";
import { ZStreamError } from "@/lib/shared/validations/streams/stream-events";

export const translateEvents = {
  message: z.object({ done: z.number(), total: z.number() }),
  finish: z.object({ resumeId: z.string().min(1) }),
  error: ZStreamError,
};
