// The events of GET /api/generateResumeByStream (docs/api.md "AI creator"). `finish` is the new resume's id as plain
// text (docs/product.md §7). The draft is typed by its own schema but checked here only as an object: it is partial
// while the model writes, and the creator loads this module with its stream reader.
import { z } from "zod";
import type { TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";
import { isPlainObject, ZStreamError } from "@/lib/shared/validations/streams/stream-events";

export const generateEvents = {
  message: z.object({ draft: z.custom<TResumeDraft>(isPlainObject) }),
  finish: z.string().trim().min(1),
  validateFail: z.object({ keyword: z.string() }),
  error: ZStreamError,
};
