// The events of POST /api/ai/polish (docs/api.md "AI in the editor"): one `message` per suggestion, `finish` with the
// count and the tokens used, or `error`.
import { z } from "zod";
import { ZStreamError } from "@/lib/shared/validations/streams/stream-events";

export const polishEvents = {
  message: z.object({ path: z.string(), original: z.string(), suggestion: z.string() }),
  finish: z.object({ count: z.number(), usedTokens: z.number() }),
  error: ZStreamError,
};
