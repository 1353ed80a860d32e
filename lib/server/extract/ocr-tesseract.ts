// Tesseract, the OCR that reads scanned and photographed resumes (issue 24 item 3): whether it is installed, with
// which of our languages (English and Simplified Chinese), and one page read into TSV (words with their boxes and
// confidence, ocr-tsv.ts). The program is TESSERACT_PATH, or `tesseract` on PATH.
import "server-only";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { runTool, type TToolResult } from "./ocr-run-tool";

/** Debian's tesseract-ocr-eng and tesseract-ocr-chi-sim; a server with one of them reads that language. */
const LANGUAGES = ["eng", "chi_sim"];
/** A failed look is tried again after this: an operator may install Tesseract while the server runs. */
const RETRY_PROBE_MS = 60_000;
/** A page's TSV is some 100 KB; far more is not a resume. */
const MAX_TSV_BYTES = 4 * 1024 * 1024;
/** One page read on one thread needs about 130 MB; the cap is on the address space, which runs larger. */
const TESSERACT_MEMORY_KB = 1024 * 1024;
/** Our pages are prepared at A4's width (ocr-prepare-image.mjs): this tells Tesseract their resolution. */
const A4_WIDTH_INCHES = 8.27;

const program = () => env().TESSERACT_PATH ?? "tesseract";

let probe: { languages: string[]; at: number } | undefined;

/** The languages this server's Tesseract reads of ours, `eng+chi_sim` style; none: OCR is not available here. */
export async function ocrLanguages(): Promise<string[]> {
  if (probe && (probe.languages.length > 0 || Date.now() - probe.at < RETRY_PROBE_MS)) return probe.languages;
  const result = await runTool(program(), ["--list-langs"], {
    timeoutMs: 10_000,
    maxOutputBytes: 64 * 1024,
    memoryKb: 256 * 1024,
  });
  const listed = result.ok
    ? result.stdout
        .toString()
        .split("\n")
        .map((line) => line.trim())
    : [];
  const languages = LANGUAGES.filter((language) => listed.includes(language));
  if (languages.length === 0)
    logger.warn(
      { program: program(), reason: result.ok ? "no eng or chi_sim data" : result.reason },
      "OCR is not available: scanned resumes are refused",
    );
  probe = { languages, at: Date.now() };
  return languages;
}

/** Forgets what the last look found (the program went missing since). */
export function forgetOcrProbe(): void {
  probe = undefined;
}

/** One prepared page (a grey PNG `width` pixels wide) → Tesseract's TSV, within `timeoutMs`. */
export function recognisePage(
  png: Uint8Array,
  { width, languages, timeoutMs }: { width: number; languages: string[]; timeoutMs: number },
): Promise<TToolResult> {
  const dpi = Math.min(600, Math.max(70, Math.round(width / A4_WIDTH_INCHES)));
  return runTool(program(), ["stdin", "stdout", "-l", languages.join("+"), "--psm", "3", "--dpi", String(dpi), "tsv"], {
    timeoutMs,
    maxOutputBytes: MAX_TSV_BYTES,
    memoryKb: TESSERACT_MEMORY_KB,
    input: png,
  });
}

/** Tesseract's orientation and script detection (Debian's tesseract-ocr-osd, a dependency of tesseract-ocr). */
const OSD_LANGUAGE = "osd";
/** Below this "Orientation confidence" Tesseract's answer is a guess (an upright page of text scores 1.5–3 or more). */
const MIN_TURN_CONFIDENCE = 0.8;
export type TTurn = 0 | 90 | 180 | 270;

/** Reads `Rotate:` and `Orientation confidence:` of an OSD answer: the clockwise turn that makes the page upright. */
export function readTurn(osd: string): TTurn | null {
  const rotate = /^Rotate:\s*(\d+)\s*$/m.exec(osd)?.[1];
  const confidence = Number(/^Orientation confidence:\s*([\d.]+)\s*$/m.exec(osd)?.[1]);
  if (rotate === undefined || !(confidence >= MIN_TURN_CONFIDENCE)) return null;
  const turn = Number(rotate);
  return turn === 0 || turn === 90 || turn === 180 || turn === 270 ? turn : null;
}

/**
 * How far a prepared page must be turned clockwise to read upright (a scan or photo sideways or upside down with no
 * EXIF orientation), or null when Tesseract cannot tell (too little text, no OSD data, out of time): the page is then
 * read as it is.
 */
export async function detectTurn(
  png: Uint8Array,
  { width, timeoutMs }: { width: number; timeoutMs: number },
): Promise<TTurn | null> {
  const dpi = Math.min(600, Math.max(70, Math.round(width / A4_WIDTH_INCHES)));
  const result = await runTool(program(), ["stdin", "stdout", "-l", OSD_LANGUAGE, "--psm", "0", "--dpi", String(dpi)], {
    timeoutMs,
    maxOutputBytes: 64 * 1024,
    memoryKb: TESSERACT_MEMORY_KB,
    input: png,
  });
  return result.ok ? readTurn(result.stdout.toString("utf8")) : null;
}
