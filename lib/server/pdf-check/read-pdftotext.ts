// Poppler's pdftotext (issue 25 item 1): the plain text many ATS pipelines start from, in its default reading order
// (columns as poppler finds them, not the physical layout). Run as the OCR tools are (lib/server/extract/
// ocr-run-tool.ts): a child process with a time limit, an address-space cap, a low priority and an output cap, so a
// slow or hostile file ends that process, never the server's event loop. Null when it failed (not installed, past a
// limit): the read-back then shows this extractor as not run.
import "server-only";
import { runTool } from "@/lib/server/extract/ocr-run-tool";

/** pdftotext reads a resume in tens of milliseconds; far past that, the file or the machine is at fault. */
const TIMEOUT_MS = 10_000;
/** A resume's text is a few tens of kB; a file that gives more is cut off, not held in memory. */
const MAX_OUTPUT_BYTES = 2 * 1024 * 1024;
/** Fonts and pages of a resume: a few tens of MB at most. */
const MEMORY_KB = 512 * 1024;
/** As many pages as an upload is read (lib/server/extract/run-extract-worker.ts). */
const MAX_PAGES = 20;

export async function readPdftotext(pdf: Uint8Array, timeoutMs = TIMEOUT_MS): Promise<string | null> {
  const result = await runTool("pdftotext", ["-q", "-enc", "UTF-8", "-l", String(MAX_PAGES), "-", "-"], {
    timeoutMs,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    memoryKb: MEMORY_KB,
    input: pdf,
  });
  return result.ok ? result.stdout.toString("utf8") : null;
}
