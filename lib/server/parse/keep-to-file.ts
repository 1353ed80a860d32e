// The parser's last check of its own rule (issue 24 item 2): every string it outputs stands in the file. The rules
// join lines and cells as a reader reads them (a value wrapped onto the next line, a label and its value); where the
// file's text does not hold the joined text in that order (two cells of a row that the file writes apart, a page's
// footer read into the line before), the join was a guess that went wrong. Such a string is cut back to the pieces
// that do stand in the file, and marked for review: a list item or a description line into one item or line per piece,
// any other field to its first piece. "Stands in the file" is read as the bench reads it (scripts/bench/lib/parse-
// score.mjs): in the file's text in the order the file holds it (a PDF's text items and the addresses of its links, a
// Word file's paragraphs), after Unicode's compatibility folding (NFKC: ligatures, full-width forms) and the CJK
// radicals mapping of the extraction (lib/server/extract/cjk-radicals.mjs), whitespace aside. Dates are normalised
// values, not text, and are not checked; nor are link addresses (a link's address may come from its annotation).
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import type { TItem, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import type { TParsedField } from "./types";

/** Below the review mark (REVIEW_CONFIDENCE, 0.7): a value cut back to what the file holds is for the user to check. */
const CUT_CONFIDENCE = 0.5;

const squash = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** The file's text as the check reads it: in the file's order, NFKC, without whitespace. */
export function fileTextOf(content: TParseContent): string {
  if (content.source === "linkedin") return "";
  if (content.source === "pdf")
    return squash(
      [...content.items.map((item) => item.text), ...(content.links ?? []).map((link) => link.url)].join(""),
    );
  return squash(content.blocks.map((block) => block.text).join(""));
}

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Where a text may be cut: after each space, and between two characters either of which is Chinese. */
function cutPoints(text: string): number[] {
  const points: number[] = [];
  for (let i = 1; i < text.length; i++) {
    const [before, at] = [text[i - 1] as string, text[i] as string];
    if (
      (/\s/.test(before) && !/\s/.test(at)) ||
      (!/\s/.test(before) && !/\s/.test(at) && (cjk.test(before) || cjk.test(at)))
    )
      points.push(i);
  }
  return [...points, text.length];
}

/**
 * The pieces of `text` that stand in `source`, in order: from each cut point, the longest run to a later cut point
 * that stands (a binary search: a run that stands has every shorter run from the same start standing too). A word that
 * stands nowhere is left out.
 */
export function piecesInFile(text: string, source: string): string[] {
  const stands = (piece: string) => {
    const squashed = squash(piece);
    return squashed === "" || source.includes(squashed);
  };
  if (stands(text)) return text.trim() ? [text.trim()] : [];
  const points = cutPoints(text);
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    const ends = points.filter((p) => p > start);
    let [low, high, best] = [0, ends.length - 1, -1];
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (stands(text.slice(start, ends[mid]))) [best, low] = [mid, mid + 1];
      else high = mid - 1;
    }
    const end = best >= 0 ? (ends[best] as number) : (ends[0] ?? text.length);
    const piece = text.slice(start, end).trim();
    if (best >= 0 && squash(piece) !== "") pieces.push(piece);
    start = end;
  }
  return pieces;
}

type TCut = { path: string; pieces: string[] };

/** The fields of one item the check reads: a list item's title may become several items. */
const TEXT_KEYS = ["title", "subTitle", "city"] as const;
const LIST_KINDS = new Set(["skills", "language", "certificate", "hobby"]);

function keepItem(section: TSection, item: TItem, source: string, cuts: TCut[], fields: TParsedField[]): TItem[] {
  const kept: TItem = { ...item };
  const extra: TItem[] = [];
  for (const key of TEXT_KEYS) {
    const value = item[key];
    if (!value) continue;
    const pieces = piecesInFile(value, source);
    if (pieces.length === 1 && pieces[0] === value.trim()) continue;
    cuts.push({ path: `sections.${section.id}.${item.id}.${key}`, pieces });
    kept[key] = pieces[0] ?? "";
    // A list item glued from cells ("English Korean") is one item per cell.
    if (key === "title" && LIST_KINDS.has(section.kind ?? "")) {
      const titleField = fields.find((f) => f.path === `sections.${section.id}.${item.id}.title`);
      pieces.slice(1).forEach((piece, i) => {
        const id = `${item.id}-${i + 2}`;
        extra.push({ ...item, id, title: piece, subTitle: "", description: "" });
        if (titleField)
          fields.push({ ...titleField, path: `sections.${section.id}.${id}.title`, confidence: CUT_CONFIDENCE });
      });
    }
  }
  if (item.description) {
    let changed = false;
    const lines = item.description.split("\n").flatMap((line) => {
      const bullet = /^- /.test(line) ? "- " : "";
      const pieces = piecesInFile(line.slice(bullet.length), source);
      if (pieces.length === 1 && pieces[0] === line.slice(bullet.length).trim()) return [line];
      changed = true;
      return pieces.map((piece, i) => (i === 0 ? `${bullet}${piece}` : piece));
    });
    if (changed) {
      kept.description = lines.join("\n");
      cuts.push({ path: `sections.${section.id}.${item.id}.description`, pieces: lines });
    }
  }
  return [kept, ...extra];
}

/** `data` with every string standing in the file (`source`, from fileTextOf); the fields it cut marked for review. */
export function keepToFile(data: TResumeData, source: string, fields: TParsedField[]): TResumeData {
  const cuts: TCut[] = [];
  const cutBack = (path: string, value: string): string => {
    const pieces = piecesInFile(value, source);
    if (pieces.length === 1 && pieces[0] === value.trim()) return value;
    cuts.push({ path, pieces });
    return pieces[0] ?? "";
  };
  const basicInfo = { ...data.basicInfo };
  for (const key of ["name", "title", "email", "cellphone", "location"] as const)
    if (basicInfo[key]) basicInfo[key] = cutBack(`basicInfo.${key}`, basicInfo[key]);
  // A link's name is text (its address is not checked: it may come from the link's annotation, or gain a scheme).
  const links = data.links.map((link, i) =>
    link.name ? { ...link, name: cutBack(`links.${i}.name`, link.name) } : link,
  );
  const sections = data.sections.map((section) => ({
    ...section,
    data: section.data.flatMap((item) => keepItem(section, item, source, cuts, fields)),
  }));
  for (const cut of cuts)
    for (const field of fields)
      if (field.path === cut.path) field.confidence = Math.min(field.confidence, CUT_CONFIDENCE);
  return { ...data, basicInfo, links, sections };
}
