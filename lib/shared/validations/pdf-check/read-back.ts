// "What an ATS reads" (issue 25 item 1): POST /api/resumes/{id}/read-back prints the resume's PDF in a format and
// reads it back with three extractors, our parser, poppler's pdftotext and pdf.js, each compared field by field with
// the resume (lib/server/services/pdf-check/read-back-resume-pdf.ts). The request, and the answer the editor's panel
// shows (components/editor/ats-check/), shared by the route, the service and the panel.
import { z } from "zod";
import { ZPdfFormat, type TPdfFormat } from "@/lib/shared/validations/pdf/download";

/** `format`: the column layout of the PDF to read back, as a download takes it; omitted → "two", the editor's. */
export const ZReadBackBody = z.object({ format: ZPdfFormat.default("two") }).default({ format: "two" });

export type TReadBackExtractor = "ours" | "pdftotext" | "pdfjs";

/**
 * The fields compared, in the order the panel lists them: the ones `npm run bench:parse` scores
 * (lib/server/pdf-check/resume-fields.ts). Work entries are `empolyment` sections: company (the entry's title),
 * position (its subtitle) and dates; education entries the same as school, degree and dates.
 */
export const readBackFields = [
  "name",
  "email",
  "phone",
  "location",
  "headline",
  "summary",
  "links",
  "skills",
  "languages",
  "work.company",
  "work.position",
  "work.dates",
  "education.school",
  "education.degree",
  "education.dates",
] as const;
export type TReadBackField = (typeof readBackFields)[number];

/** survived: read as the resume has it; garbled: read as something else (`seen`); lost: not read at all. */
export type TReadBackStatus = "survived" | "garbled" | "lost";

export type ReadBackFieldDto = {
  field: TReadBackField;
  /** The value as the resume prints it (a date range as the template writes it). */
  value: string;
  status: TReadBackStatus;
  /** For a garbled field: the text the extractor gave instead (what an ATS sees), at most 200 characters. */
  seen?: string;
};

export type ReadBackExtractorDto = {
  extractor: TReadBackExtractor;
  /** Whether the extractor ran; one that failed (its time limit, a crash) has no fields and no text. */
  ok: boolean;
  fields: ReadBackFieldDto[];
  /** Fields that survived ÷ fields compared; null when there is nothing to compare (an empty resume) or it failed. */
  score: number | null;
  /** The text in the order the extractor read it, cut at READ_BACK_TEXT_CHARS (then `truncated`). */
  text: string;
  truncated: boolean;
};

/**
 * What the reader can change (message keys Editor.atsCheck.fixes.<key>): the two-column layout read out of order
 * (download the one-column format), a contact detail present only as a link behind an icon, a date written in a
 * way no extractor recognised. `values` fill the message's placeholders.
 */
type TReadBackFix = "twoColumnOrder" | "contactInIcon" | "dateFormat";
export type ReadBackFixDto = { key: TReadBackFix; values: Record<string, string> };

export type ReadBackDto = {
  format: TPdfFormat;
  extractors: ReadBackExtractorDto[];
  fixes: ReadBackFixDto[];
};

/** The reading-order text of one extractor that travels with the answer: a resume of a few pages is far less. */
export const READ_BACK_TEXT_CHARS = 20_000;
