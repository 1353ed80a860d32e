// POST /api/ai/polish (issue 15 item 1): the texts the editor asks to polish, each named by its path in the
// document, sent as the client has them now (unsaved edits included), and the suggestions that come back.
import { z } from "zod";
import type { polishEvents } from "./polish-events";

/** The text fields polish may rewrite: descriptions (bullets and prose). Names, roles and dates are facts. */
type TPolishField = "description";

// `sections.<sectionId>.data.<index>.<field>`; a section id may itself contain dots, so the id part is greedy.
const PATH = /^sections\.(.+)\.data\.(\d{1,3})\.(description)$/;

export type TPolishPath = { sectionId: string; index: number; field: TPolishField };

export function polishPath({ sectionId, index, field }: TPolishPath): string {
  return `sections.${sectionId}.data.${index}.${field}`;
}

export function parsePolishPath(path: string): TPolishPath | null {
  const match = PATH.exec(path);
  if (!match) return null;
  return { sectionId: match[1] ?? "", index: Number(match[2]), field: match[3] as TPolishField };
}

/** All texts of one request together: a whole resume fits; a novel does not. */
const MAX_POLISH_CHARS = 20_000;

export const ZPolishBody = z
  .object({
    resumeId: z.string().min(1).max(64),
    texts: z
      .array(
        z.object({
          path: z
            .string()
            .max(120)
            .refine((p) => parsePolishPath(p) !== null, "Unknown text path"),
          text: z.string().trim().min(1).max(10_000),
        }),
      )
      .min(1, "Nothing to polish")
      .max(100),
    /** Tailoring (issue 15 item 3): suggestions aimed at this job. */
    jobDescription: z.string().trim().max(8_000).optional(),
  })
  .refine((body) => body.texts.reduce((sum, t) => sum + t.text.length, 0) <= MAX_POLISH_CHARS, {
    message: `At most ${MAX_POLISH_CHARS} characters can be polished at once`,
    path: ["texts"],
  })
  .refine((body) => new Set(body.texts.map((t) => t.path)).size === body.texts.length, {
    message: "Each text path may appear once",
    path: ["texts"],
  });

export type TPolishBody = z.infer<typeof ZPolishBody>;

/** The model's answer. */
export const ZPolishAnswer = z.object({
  suggestions: z.array(z.object({ path: z.string(), suggestion: z.string() })),
});

/** One `message` event of the polish stream (polish-events.ts). */
export type TPolishSuggestion = z.infer<(typeof polishEvents)["message"]>;
