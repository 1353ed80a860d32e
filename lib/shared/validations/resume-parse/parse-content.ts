// What POST /api/parsePdf and /api/parseDocx answer as `content` and POST /api/getResumeParseTaskId takes back: the
// text of the file with its layout, never the file. PDF text comes as positioned items (pdf.js), Word text as
// blocks (headings, paragraphs, list items). Bounded so that a task input stays a small row. A PDF of ours carries
// the resume itself (issue 25 item 4): then `embedded` is that document, checked as a save is, and `items` is empty.
import { z } from "zod";
import { ZLinkedInContent } from "./linkedin-content";
import { ZPortableDocument } from "@/lib/shared/validations/resume-document/portable-document";

/** Most text items a resume of up to MAX_PARSE_PAGES pages plausibly has; more is refused, not cut. */
export const MAX_CONTENT_ITEMS = 20_000;
/**
 * The largest page a PDF can describe (200 in, PDF 1.7 Annex C). The content comes back from the client, and the
 * parser's work grows with the page's size: a page a client says is 1e18 points wide is refused (issue 20 item 1).
 */
export const MAX_PAGE_POINTS = 14_400;
/** No resume's text is set larger; the extraction caps what a PDF reports. */
export const MAX_FONT_SIZE = 1_000;
const finite = z.number().finite();
const pageSize = finite.positive().max(MAX_PAGE_POINTS, { error: "A page can be at most 14,400 points wide and high" });
const length = finite.min(0).max(MAX_PAGE_POINTS, { error: "A text item can be at most 14,400 points wide and high" });

const ZTextItem = z.object({
  text: z.string().max(2000),
  /** Left edge, top edge (from the top of the page), in PDF points: within the page (checked with the pages). */
  x: finite,
  y: finite,
  width: length,
  height: length,
  fontSize: finite.min(0).max(MAX_FONT_SIZE, { error: "A font size can be at most 1,000 points" }),
  bold: z.boolean(),
  /** 1-based. */
  page: z.number().int().min(1),
});

const ZPage = z.object({ width: pageSize, height: pageSize });

/** Most links (annotations) a PDF's pages may carry back in a parse request. */
const MAX_LINK_AREAS = 200;

/** A web link a PDF page carries over its text: the address a user name or an icon stands for (issue 24 item 2). */
const ZLinkArea = z.object({
  url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\//i),
  x: finite,
  y: finite,
  width: length,
  height: length,
  page: z.number().int().min(1),
});

type TItemGeometry = { x: number; y: number; page: number };

/** The first item (if any) that lies off its page, or on a page the content does not have: one issue, not 20,000. */
function checkItemsOnPages(
  content: { pages: { width: number; height: number }[]; items: TItemGeometry[] },
  ctx: z.RefinementCtx,
): void {
  for (const [index, item] of content.items.entries()) {
    const page = content.pages[item.page - 1];
    if (!page) {
      ctx.addIssue({
        code: "custom",
        path: ["items", index, "page"],
        message: "A text item is on a page that is not there",
      });
      return;
    }
    const offX = item.x < 0 || item.x > page.width;
    if (offX || item.y < 0 || item.y > page.height) {
      ctx.addIssue({
        code: "custom",
        path: ["items", index, offX ? "x" : "y"],
        message: "A text item lies outside its page",
      });
      return;
    }
  }
}

const ZTextBlock = z.object({
  kind: z.enum(["heading", "paragraph", "list"]),
  text: z.string().max(10_000),
  /** Heading level 1–6 for headings. */
  level: z.number().int().min(1).max(6).optional(),
  bold: z.boolean().optional(),
});

export const ZParseContent = z.discriminatedUnion("source", [
  z
    .object({
      source: z.literal("pdf"),
      pages: z.array(ZPage).min(1).max(100),
      items: z.array(ZTextItem).max(MAX_CONTENT_ITEMS),
      links: z.array(ZLinkArea).max(MAX_LINK_AREAS).optional(),
      /** Text read by OCR from a scan or photo (issue 24 item 3): the parser marks every field for review. */
      ocr: z.literal(true).optional(),
      /** The document a PDF of ours carries (resume.json): imported as it is, without parsing. */
      embedded: ZPortableDocument.optional(),
    })
    .superRefine(checkItemsOnPages),
  z.object({
    source: z.enum(["docx", "doc"]),
    blocks: z.array(ZTextBlock).max(MAX_CONTENT_ITEMS),
  }),
  // A LinkedIn data export (issue 24 item 4): its CSV files' rows, not text to parse (linkedin-content.ts).
  ZLinkedInContent,
]);

export type TTextItem = z.infer<typeof ZTextItem>;
export type TPage = z.infer<typeof ZPage>;
export type TTextBlock = z.infer<typeof ZTextBlock>;
export type TParseContent = z.infer<typeof ZParseContent>;
