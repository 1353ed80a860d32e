// The parser's inner shapes. A line is what a reader sees as one row of text in one column, with its parts
// (segments separated by a wide gap or a tab) kept apart: "Acme Inc.        Mar 2019 – Present" is two segments.
import "server-only";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";

export type TColumn = "header" | "main" | "side";

export type TLine = {
  /** Position in reading order, 0-based: the "source line" a field points back to. */
  index: number;
  text: string;
  segments: string[];
  fontSize: number;
  bold: boolean;
  page: number;
  x: number;
  y: number;
  column: TColumn;
  /** A list item (bullet glyph, numbering, or a Word list paragraph); `text` keeps no bullet glyph. */
  isBullet: boolean;
  /** A Word heading paragraph (level 1–6). */
  headingLevel?: number;
  /** PDF only: the right edge of the line's text. */
  right?: number;
  /** PDF only: each segment's left and right edges, while they still match `segments` one for one. */
  cells?: { x: number; right: number }[];
};

/** How sure the parser is of one output field, and where it came from. */
export type TParsedField = {
  /** "basicInfo.name", "links.0.src", "sections.<sectionId>.<itemId>.title" … */
  path: string;
  /** 0–1: below 0.7 the field is a guess the user should check. */
  confidence: number;
  /** The source line (reading order) and its text. */
  line: number;
  source: string;
};

export type TParsedResume = {
  lang: TResumeLang;
  data: TResumeData;
  config: TResumeConfig;
  fields: TParsedField[];
  /** Mapped from structured data (a LinkedIn export), not read from text: nothing to review or refine. */
  structured?: boolean;
};
