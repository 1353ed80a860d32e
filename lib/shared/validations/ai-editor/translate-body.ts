// POST /api/ai/translate (issue 15 item 2): which resume, into which of the eight resume languages; the model's
// answer; the events the stream sends are in translate-events.ts.
import { z } from "zod";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";
import type { translateEvents } from "./translate-events";

export const ZTranslateBody = z.object({
  resumeId: z.string().min(1).max(64),
  lang: ZResumeLang,
});
export type TTranslateBody = z.infer<typeof ZTranslateBody>;

/** A resume with more text than this is refused before anything is charged (one model answer must hold it all). */
export const MAX_TRANSLATE_CHARS = 30_000;

export const ZTranslateAnswer = z.object({
  translations: z.array(z.object({ id: z.string(), text: z.string() })),
});

/** `message` events: texts translated so far of all (translate-events.ts). */
export type TTranslateProgress = z.infer<(typeof translateEvents)["message"]>;
