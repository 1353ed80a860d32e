// What POST /api/parsePdf and /api/parseDocx answer as `content` and POST /api/getResumeParseTaskId takes back: the
// text of the file with its layout, never the file. PDF text comes as positioned items (pdf.js), Word text as
// blocks (headings, paragraphs, list items). Bounded so that a task input stays a small row.
import { z } from "zod";

/** Most text items a resume of up to MAX_PARSE_PAGES pages plausibly has; more is refused, not cut. */
export const MAX_CONTENT_ITEMS = 20_000;
const finite = z.number().finite();

const ZTextItem = z.object({
  text: z.string().max(2000),
  /** Left edge, top edge (from the top of the page), in PDF points. */
  x: finite,
  y: finite,
  width: finite.min(0),
  height: finite.min(0),
  fontSize: finite.min(0),
  bold: z.boolean(),
  /** 1-based. */
  page: z.number().int().min(1),
});

const ZPage = z.object({ width: finite.positive(), height: finite.positive() });

const ZTextBlock = z.object({
  kind: z.enum(["heading", "paragraph", "list"]),
  text: z.string().max(10_000),
  /** Heading level 1–6 for headings. */
  level: z.number().int().min(1).max(6).optional(),
  bold: z.boolean().optional(),
});

export const ZParseContent = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("pdf"),
    pages: z.array(ZPage).min(1).max(100),
    items: z.array(ZTextItem).max(MAX_CONTENT_ITEMS),
  }),
  z.object({
    source: z.enum(["docx", "doc"]),
    blocks: z.array(ZTextBlock).max(MAX_CONTENT_ITEMS),
  }),
]);

export type TTextItem = z.infer<typeof ZTextItem>;
export type TPage = z.infer<typeof ZPage>;
export type TTextBlock = z.infer<typeof ZTextBlock>;
export type TParseContent = z.infer<typeof ZParseContent>;
