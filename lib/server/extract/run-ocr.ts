// A scanned or photographed resume read by OCR (issue 24 item 3): a JPEG or PNG, or a PDF whose pages have no text
// layer (its pages drawn by pdftoppm first, ocr-render-pdf.ts). Each page is made ready on a pool thread (turned
// upright, straightened, ruled lines cleared: ocr-prepare-image.mjs), read by Tesseract (ocr-tesseract.ts) and its
// words placed as a PDF's text items (ocr-tsv.ts): the answer is the `content` any PDF gives, marked `ocr`, so the
// same parser reads it and marks every field for review. The whole file takes one turn of the fair queue
// (extract-queue.ts: two files at once, one per user) and has OCR_TIMEOUT_MS for all its pages; each tool is killed
// at what is left of it. Without Tesseract the answer is FILE_OCR_UNAVAILABLE, never a 5xx.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { logger } from "@/lib/server/logger";
import { metrics } from "@/lib/server/metrics/registry";
import type { ErrorCodeKey } from "@/lib/shared/api/error-codes";
import {
  MAX_CONTENT_ITEMS,
  type TPage,
  type TParseContent,
  type TTextItem,
} from "@/lib/shared/validations/resume-parse/parse-content";
import { runInPool } from "./extract-pool";
import { withExtractSlot } from "./extract-queue";
import { imageSize, MAX_IMAGE_PIXELS, type TImageKind } from "./ocr-image-size";
import { withPdfPages } from "./ocr-render-pdf";
import type { TToolResult } from "./ocr-run-tool";
import { detectTurn, forgetOcrProbe, ocrLanguages, recognisePage, type TTurn } from "./ocr-tesseract";
import { sureWordShare, tsvToItems } from "./ocr-tsv";

/** All pages of one file: a page takes 2–4 s on one core (prepared, then read in English and Chinese). */
const OCR_TIMEOUT_MS = 60_000;
/** A scanned resume is one or two pages; a scanned file of more is refused rather than read for a minute. */
const MAX_OCR_PAGES = 5;
/** What a pool thread may spend on one page's preparation (the pool's own limit for a file). */
const PREPARE_TIMEOUT_MS = 15_000;
/** A page with fewer of its words read surely than this may be sideways or upside down (an upright scan: 0.9+). */
const WELL_READ_SHARE = 0.6;
/** No line of text fits in fewer pixels than this. */
const MIN_TEXT_PIXELS = 16;

type TPrepared = { png: Uint8Array; width: number; height: number };

/** A tool that ended without an answer, as the file's refusal. */
function toolRefusal(result: Extract<TToolResult, { ok: false }>, tool: string): AppError {
  if (result.reason === "missing") {
    forgetOcrProbe();
    return new AppError("FILE_OCR_UNAVAILABLE");
  }
  if (result.reason === "failed") {
    logger.warn({ tool, stderr: result.stderr.slice(-300) }, "OCR tool failed on a file");
    return new AppError("FILE_UNREADABLE");
  }
  // Past its time or its output cap: too much for a resume.
  return new AppError("FILE_TOO_COMPLEX");
}

class Deadline {
  private readonly end = Date.now() + OCR_TIMEOUT_MS;
  /** Time left, at least a moment; none at all is the file's overrun. */
  left(cap = Infinity): number {
    const left = this.end - Date.now();
    if (left <= 0) throw new AppError("FILE_TOO_COMPLEX");
    return Math.min(left, cap);
  }
}

async function preparePage(bytes: Uint8Array, deadline: Deadline, turn: TTurn = 0): Promise<TPrepared> {
  const outcome = await runInPool(
    { kind: "ocr-image", bytes: new Uint8Array(bytes), maxPixels: MAX_IMAGE_PIXELS, turn },
    deadline.left(PREPARE_TIMEOUT_MS),
  );
  if (!("reply" in outcome)) throw new AppError(outcome.failure === "crashed" ? "FILE_UNREADABLE" : "FILE_TOO_COMPLEX");
  const { reply } = outcome;
  if (!reply.ok) {
    const known = reply.key === "FILE_IMAGE_TOO_LARGE" || reply.key === "FILE_UNREADABLE";
    throw new AppError((known ? reply.key : "FILE_UNREADABLE") as ErrorCodeKey);
  }
  const prepared = reply.content as Partial<TPrepared> | null;
  if (!(prepared?.png instanceof Uint8Array) || !Number.isFinite(prepared.width) || !Number.isFinite(prepared.height))
    throw new AppError("FILE_UNREADABLE");
  return prepared as TPrepared;
}

type TReadPages = { pages: TPage[]; items: TTextItem[] };

type TRead = { prepared: TPrepared; tsv: string };

async function recognise(prepared: TPrepared, languages: string[], deadline: Deadline): Promise<TRead> {
  const stopTimer = metrics().extractDuration.startTimer({ kind: "ocr" });
  const result = await recognisePage(prepared.png, {
    width: prepared.width,
    languages,
    timeoutMs: deadline.left(),
  });
  stopTimer();
  metrics().extractJobs.inc({ kind: "ocr", outcome: result.ok ? "ok" : result.reason });
  if (!result.ok) throw toolRefusal(result, "tesseract");
  return { prepared, tsv: result.stdout.toString("utf8") };
}

/**
 * A page read as it is; one read poorly (a page sideways or upside down, with no EXIF orientation to say so) is
 * turned as Tesseract's orientation detection says and read again, and the better reading kept. An upright page
 * pays for nothing more.
 */
async function readUpright(bytes: Uint8Array, languages: string[], deadline: Deadline): Promise<TRead> {
  const first = await recognise(await preparePage(bytes, deadline), languages, deadline);
  const share = sureWordShare(first.tsv);
  if (share >= WELL_READ_SHARE) return first;
  const turn = await detectTurn(first.prepared.png, { width: first.prepared.width, timeoutMs: deadline.left() });
  if (!turn) return first;
  const turned = await recognise(await preparePage(bytes, deadline, turn), languages, deadline);
  return sureWordShare(turned.tsv) > share ? turned : first;
}

async function readPage(bytes: Uint8Array, index: number, languages: string[], deadline: Deadline, into: TReadPages) {
  const { prepared, tsv } = await readUpright(bytes, languages, deadline);
  const { page, items } = tsvToItems(tsv, prepared, index + 1);
  into.pages.push(page);
  into.items.push(...items.slice(0, MAX_CONTENT_ITEMS - into.items.length));
}

async function readPdfPages(bytes: Buffer, languages: string[], deadline: Deadline, into: TReadPages) {
  const rendered = await withPdfPages(
    bytes,
    { maxPages: MAX_OCR_PAGES, timeoutMs: deadline.left() },
    async (count, page) => {
      if (count > MAX_OCR_PAGES) throw new AppError("FILE_SCAN_TOO_MANY_PAGES");
      for (let index = 0; index < count; index++) await readPage(await page(index), index, languages, deadline, into);
    },
  );
  if (!rendered.ok) throw toolRefusal(rendered, "pdftoppm");
}

/** The text of a scan (`kind` as sniff-file.ts told it), or a FILE_* refusal. */
export async function runOcr(userId: string, kind: TImageKind | "pdf", bytes: Buffer): Promise<TParseContent> {
  if (kind !== "pdf") {
    const size = imageSize(kind, bytes);
    if (!size || Math.min(size.width, size.height) < MIN_TEXT_PIXELS) throw new AppError("FILE_NO_TEXT");
  }
  const languages = await ocrLanguages();
  if (languages.length === 0) throw new AppError("FILE_OCR_UNAVAILABLE");
  return withExtractSlot(userId, async () => {
    const deadline = new Deadline();
    const read: TReadPages = { pages: [], items: [] };
    if (kind === "pdf") await readPdfPages(bytes, languages, deadline, read);
    else await readPage(bytes, 0, languages, deadline, read);
    if (read.items.length === 0) throw new AppError("FILE_NO_TEXT");
    return { source: "pdf", ocr: true, pages: read.pages, items: read.items };
  });
}
