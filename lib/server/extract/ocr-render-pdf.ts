// The pages of a PDF without a text layer (a scan saved as PDF) drawn as images for OCR (issue 24 item 3), by
// pdftoppm (Debian's poppler-utils) in grey, the long side of each page scaled to OCR_RENDER_PIXELS whatever size the
// page declares (a page of 200 × 200 inches is drawn no larger than an A4 one), and at most `maxPages` + 1 pages: one
// more tells that the file has too many. The extraction worker has already read the file (pages, encryption, what its
// streams inflate to) before it gets here.
import "server-only";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runTool, type TToolResult } from "./ocr-run-tool";

/** An A4 page's long side at about 260 dpi: its text at the size Tesseract reads best. */
const OCR_RENDER_PIXELS = 3000;
/** Drawing a page holds it once in memory (9 MB grey at most) plus the PDF's own images as they are decoded. */
const PDFTOPPM_MEMORY_KB = 1024 * 1024;

type TRendered<T> = { ok: true; value: T } | Extract<TToolResult, { ok: false }>;

/**
 * Draws the pages, then hands `read` the count of pages drawn and a reader of each page's image (one at a time: a
 * drawn page is some megabytes); the files are deleted when `read` is done.
 */
export async function withPdfPages<T>(
  bytes: Buffer,
  { maxPages, timeoutMs }: { maxPages: number; timeoutMs: number },
  read: (count: number, page: (index: number) => Promise<Buffer>) => Promise<T>,
): Promise<TRendered<T>> {
  const dir = await mkdtemp(path.join(tmpdir(), "resume-ocr-"));
  try {
    const input = path.join(dir, "scan.pdf");
    await writeFile(input, bytes);
    // TIFF, uncompressed: pdftoppm's PNG writer took 22 s to compress one noisy scanned page that it draws in 0.6 s.
    const args = [
      "-q",
      "-gray",
      "-tiff",
      "-scale-to",
      String(OCR_RENDER_PIXELS),
      "-f",
      "1",
      "-l",
      String(maxPages + 1),
    ];
    const result = await runTool("pdftoppm", [...args, input, path.join(dir, "page")], {
      timeoutMs,
      maxOutputBytes: 64 * 1024,
      memoryKb: PDFTOPPM_MEMORY_KB,
    });
    if (!result.ok) return result;
    // page-1.tif … page-12.tif (the number is padded to the page count's digits): in page order.
    const files = (await readdir(dir))
      .filter((name) => /^page-\d+\.tif$/.test(name))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
    const value = await read(files.length, (index) => readFile(path.join(dir, files[index] as string)));
    return { ok: true, value };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
