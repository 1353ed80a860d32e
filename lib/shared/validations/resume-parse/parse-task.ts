// POST /api/getResumeParseTaskId {content, template} and GET /api/parseResumeByStream?taskId&aiProvider
// (docs/product.md §7).
import { z } from "zod";
import { ZParseContent, type TParseContent } from "./parse-content";

/** `content` as /api/parsePdf answered it: the object, or the same as a JSON string. */
const ZContent = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, ZParseContent);

export const ZParseTaskBody = z.object({
  content: ZContent,
  /** A template's componentName or catalogue id; the default template when left out. */
  template: z.string().trim().max(64).optional(),
});

export const ZParseStreamQuery = z.object({
  taskId: z.string({ error: "taskId is required" }).trim().min(1, { error: "taskId is required" }).max(64),
  aiProvider: z.string().max(40).optional(),
});

export type TParseTaskBody = z.output<typeof ZParseTaskBody>;
/** What a PARSE task keeps for its stream (AiTask.input), checked again on the parser's thread when it runs. */
export type TParseTaskInput = { content: TParseContent; templateName: string };
