// The events of POST /api/resumes/{id}/translation/retranslate (docs/api.md "Linked translations"): progress
// `message`s in texts translated, `finish` with the copy's new version and how many fields it took, or `error`.
import { z } from "zod";
import { ZStreamError } from "@/lib/shared/validations/streams/stream-events";

export const retranslateEvents = {
  message: z.object({ done: z.number(), total: z.number() }),
  finish: z.object({ version: z.number().int(), updated: z.number().int() }),
  error: ZStreamError,
};
