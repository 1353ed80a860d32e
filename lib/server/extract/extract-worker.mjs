// Runs in a child process of the extraction pool (extract-pool.ts): files' text out of a PDF (unpdf /
// pdf.js, with positions and weight), a .docx (mammoth → HTML → blocks) or a .doc (word-extractor), and the parsing
// of such text into a resume (the app's parser, loaded through jiti), one job at a time, each asked for by a message. A
// PDF of ours carries the resume itself as resume.json (issue 25 item 4): that is read and checked here instead of the
// text, and the parse job hands it on unparsed. The process is kept warm between files, since loading pdf.js or mammoth
// costs more than reading a resume. Plain JavaScript beside the app's TypeScript on purpose: the server loads it from
// the project folder at run time (process.cwd()), so neither the bundler nor the test runner has to know about it. The
// parent enforces time and memory limits and kills this process on overrun; here, a failure is answered as one of the
// FILE_* error keys, with the heap in use so the parent can retire a thread that a file left swollen. What a file
// inflates to lies outside the heap limit: it is counted here as it is produced (inflate-budget.mjs).
import { setPriority } from "node:os";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import {
  InflateBudget,
  InflateLimitError,
  PdfEncryptedError,
  measurePdfStreams,
  openCountedDocx,
} from "./inflate-budget.mjs";
import { blankType3Glyphs } from "./blank-type3-glyphs.mjs";
import { openPdf } from "./open-pdf.mjs";
import { LinkedInRefusal, extractLinkedIn } from "../linkedin/linkedin-extract.mjs";
import { unifyCjkRadicals } from "./cjk-radicals.mjs";
import { prepareScan } from "./ocr-prepare-image.mjs";

// This process yields the CPU to the server's: a busy machine then slows the parsing of files, not every other user's
// requests.
try {
  setPriority(10);
} catch {
  // Not allowed: the default priority.
}

// The server is gone (stopped, or killed with SIGKILL): nothing is left to answer.
process.on("disconnect", () => process.exit(0));

/** A refusal with its FILE_* key. `retire`: a parser threw on the way, and may have left state behind in the thread. */
// pdf.js and mammoth print warnings about odd files, which nobody reads and a hostile file could make endless. The
// thread's output is silenced here rather than captured by the parent: a captured stream keeps the parent's event
// loop alive, and the pool's idle threads must not keep a script or a test run from ending.
for (const method of ["log", "info", "warn", "error", "debug", "trace"]) console[method] = () => undefined;

class ExtractError extends Error {
  constructor(key, { retire = false } = {}) {
    super(key);
    this.key = key;
    this.retire = retire;
  }
}

/** Kangxi and CJK radicals (a PDF text layer's stand-ins for ideographs) → the ideographs; control characters out. */
function cleanText(text) {
  return unifyCjkRadicals(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,+]b$|-w[6-9]$/i;

/**
 * All a file may inflate to (issue 20 item 2): inflated bytes live outside the thread's heap cap, so they are counted
 * as they are produced (inflate-budget.mjs) and the file refused past this. A text-heavy resume's XML or a PDF's
 * fonts and pages come to a few MB; a zip bomb's document.xml or a PDF's bomb stream to gigabytes.
 */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** As many entries as the sniff lets through (sniff-file.ts): a .docx has a few dozen. */
const MAX_DOCX_ENTRIES = 2000;

/**
 * The most resume.json a PDF may carry to be read (issue 25 item 4). Ours holds the document twice (the standard's
 * fields and our lossless copy), and a document is at most a 1 MiB save (DEFAULT_MAX_BODY_BYTES); a bigger one is not
 * ours, and the PDF is read as text.
 */
const MAX_RESUME_JSON_BYTES = 3 * 1024 * 1024;

/** What the counting found wrong with a file, as the FILE_* refusal it gets; other errors pass on unchanged. */
function inflateRefusal(error) {
  if (error instanceof InflateLimitError) return new ExtractError("FILE_TOO_COMPLEX");
  if (error instanceof PdfEncryptedError) return new ExtractError("FILE_ENCRYPTED");
  return error;
}

async function extractPdf(bytes, { maxPages, maxItems }) {
  // Every stream inflated and counted before pdf.js reads the file (pdf.js's own inflating cannot be capped).
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  try {
    // Type 3 glyph programs emptied after they were counted: pdf.js would read them all for nothing.
    blankType3Glyphs(file, await measurePdfStreams(file, new InflateBudget(MAX_INFLATED_BYTES)));
  } catch (error) {
    throw inflateRefusal(error);
  }
  let doc;
  try {
    doc = await openPdf(bytes);
  } catch (error) {
    // pdf.js's loading task is not ours to destroy here (unpdf keeps it): the thread is retired after this file.
    if (error?.name === "PasswordException") throw new ExtractError("FILE_ENCRYPTED", { retire: true });
    throw new ExtractError("FILE_UNREADABLE", { retire: true });
  }
  // Destroyed whatever happens: this thread reads the next file, so nothing of this one may stay behind.
  try {
    const embedded = await readEmbeddedResume(doc);
    if (!embedded) return await readPdf(doc, { maxPages, maxItems });
    // The document itself: its text is neither read nor sent back and forth, only the pages the content schema needs.
    return { ...(await readPdf(doc, { maxPages, maxItems, withText: false })), embedded };
  } finally {
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}

/**
 * The document inside one of our PDFs (lib/server/pdf/attach-resume-data.ts), or null. The attachment is as untrusted
 * as the rest of the file: its bytes were counted with every other stream before pdf.js read them, it is read only
 * up to MAX_RESUME_JSON_BYTES, as strict UTF-8 and JSON, and it is used only when it is ours unedited and every field
 * passes the save schemas (read-lossless-document.ts). Anything else — not there, too big, malformed, edited, forged
 * with bad data — is null, and the file is read as text like any other PDF.
 */
async function readEmbeddedResume(doc) {
  try {
    // A Map in pdf.js 5 (keyed by the name-tree key), a plain object before; null when the file has none.
    const attachments = await doc.getAttachments();
    const entries = attachments instanceof Map ? [...attachments] : Object.entries(attachments ?? {});
    const key = entries.find(([, file]) => file?.filename === "resume.json")?.[0];
    if (key === undefined) return null;
    const bytes = await doc.getAttachmentContent(key);
    if (!(bytes instanceof Uint8Array) || bytes.length > MAX_RESUME_JSON_BYTES) return null;
    const json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    const { readLosslessDocument } = await appModule("lib/server/json-resume/read-lossless-document.ts");
    return readLosslessDocument(json);
  } catch {
    return null;
  }
}

async function readPdf(doc, { maxPages, maxItems, withText = true }) {
  if (doc.numPages > maxPages) throw new ExtractError("FILE_TOO_MANY_PAGES");
  const pages = [];
  const items = [];
  const viewports = [];
  // Font names by pdf.js's id, for the whole document (its fonts are shared by its pages).
  const fontNames = new Map();
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    // Within what the parse request accepts back (lib/shared/validations/resume-parse/parse-content.ts): pages of at most
    // 14,400 pt, text on its page, type of at most 1,000 pt. Text wholly off the page is not seen by a reader either.
    const [pageWidth, pageHeight] = [
      Math.min(viewport.width, MAX_PAGE_POINTS),
      Math.min(viewport.height, MAX_PAGE_POINTS),
    ];
    pages.push({ width: pageWidth, height: pageHeight });
    viewports.push(viewport);
    if (!withText) {
      page.cleanup();
      continue;
    }
    const content = await page.getTextContent();
    // Drawing the page loads its fonts, whose names say which text is bold: a third of the time of a page, so only
    // done for a page that uses a font not met on an earlier one. A page whose drawing fails still has its text.
    if (content.items.some((item) => item.fontName && !fontNames.has(item.fontName))) {
      await page.getOperatorList().catch(() => undefined);
      for (const item of content.items) {
        if (!item.fontName || fontNames.has(item.fontName)) continue;
        let name = "";
        try {
          name = page.commonObjs.get(item.fontName)?.name ?? "";
        } catch {
          name = "";
        }
        fontNames.set(item.fontName, name);
      }
    }
    const fontName = (id) => fontNames.get(id) ?? "";
    for (const item of content.items) {
      if (typeof item.str !== "string" || item.str.trim() === "" || items.length >= maxItems) continue;
      const [a, b, c, d, e, f] = item.transform;
      const fontSize = Math.min(Math.hypot(c, d) || Math.hypot(a, b) || item.height, MAX_FONT_SIZE);
      const [x, baseline] = viewport.convertToViewportPoint(e, f);
      const width = Math.min(Math.abs(item.width), MAX_PAGE_POINTS);
      const top = baseline - fontSize * 0.8;
      if (![x, top, width, fontSize].every(Number.isFinite)) continue;
      if (x > pageWidth || x + width < 0 || baseline < 0 || top > pageHeight) continue;
      const text = cleanText(item.str).slice(0, 2000);
      if (!text.trim()) continue;
      items.push({
        text,
        x: clamp(round(x), pageWidth),
        y: clamp(round(top), pageHeight),
        width: round(width),
        height: round(fontSize),
        fontSize: round(fontSize),
        bold: BOLD_FONT.test(fontName(item.fontName).replace(/^[A-Z]{6}\+/, "")),
        page: number,
      });
    }
    page.cleanup();
  }
  if (withText && items.length === 0) throw new ExtractError("FILE_NO_TEXT");
  const links = withText ? await readLinks(doc, viewports) : [];
  return { source: "pdf", pages, items, ...(links.length > 0 ? { links } : {}) };
}

/** As many links as a resume's pages plausibly carry (lib/shared/validations/resume-parse/parse-content.ts). */
const MAX_LINKS = 200;

/** pdf.js's annotation type of a link, and the flags that hide an annotation from view (PDF 32000-1, 12.5.3). */
const LINK_ANNOTATION = 2;
const HIDDEN_FLAGS = 2 | 32;

/**
 * The web links the pages carry over their text (link annotations): a user name printed under an icon, or a name,
 * still leads to the profile (issue 24 item 2). Addresses only (http, https), within their page, at most MAX_LINKS,
 * page by page in each page's order. Asked for by type, for the whole document at once: a page's own getAnnotations()
 * reads the page's text a second time to find the words under each link (pdf.js's overlaidText, which nothing here
 * uses), 13-16 % of the time of a PDF with links (docs/benchmarks.md, "Links without the text under them"). The same
 * links come back on the 234 PDFs of the bench's others sets. Links flagged hidden are left out (getAnnotations() let
 * them through): a reader never sees them, so they name no profile of the resume's.
 */
async function readLinks(doc, viewports) {
  const found = (await doc.getAnnotationsByType(new Set([LINK_ANNOTATION])).catch(() => null)) ?? [];
  // Page by page (pdf.js collects the pages side by side), each page's in its own order (a stable sort).
  const annotations = found.filter((annotation) => viewports[annotation?.pageIndex]);
  annotations.sort((a, b) => a.pageIndex - b.pageIndex);
  const links = [];
  for (const annotation of annotations) {
    if (links.length >= MAX_LINKS) break;
    const viewport = viewports[annotation.pageIndex];
    const url = typeof annotation.url === "string" ? annotation.url : "";
    if (annotation.subtype !== "Link" || !/^https?:\/\//i.test(url) || url.length > 2048) continue;
    if ((annotation.annotationFlags & HIDDEN_FLAGS) !== 0 || annotation.quadPoints === null) continue;
    if (!Array.isArray(annotation.rect) || annotation.rect.length !== 4) continue;
    const [x1, y1] = viewport.convertToViewportPoint(annotation.rect[0], annotation.rect[1]);
    const [x2, y2] = viewport.convertToViewportPoint(annotation.rect[2], annotation.rect[3]);
    const [x, y, width, height] = [Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)];
    if (![x, y, width, height].every(Number.isFinite)) continue;
    const [pageWidth, pageHeight] = [
      Math.min(viewport.width, MAX_PAGE_POINTS),
      Math.min(viewport.height, MAX_PAGE_POINTS),
    ];
    if (x > pageWidth || y > pageHeight || x + width < 0 || y + height < 0) continue;
    links.push({
      url,
      x: clamp(round(x), pageWidth),
      y: clamp(round(y), pageHeight),
      width: Math.min(round(width), MAX_PAGE_POINTS),
      height: Math.min(round(height), MAX_PAGE_POINTS),
      page: annotation.pageIndex + 1,
    });
  }
  return links;
}

const round = (n) => Math.round(n * 100) / 100;
const clamp = (n, max) => Math.min(Math.max(n, 0), max);
const MAX_PAGE_POINTS = 14_400;
const MAX_FONT_SIZE = 1_000;

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (html) =>
  html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) =>
      e[0] === "#"
        ? String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (entities[e.toLowerCase()] ?? m),
    );

/** Mammoth's HTML (h1–h6, p, ul/ol li, tables) → blocks. A table row of one-paragraph cells is one line of segments. */
function htmlToBlocks(html, maxItems) {
  const blocks = [];
  const push = (kind, inner, level) => {
    const text = cleanText(decode(inner))
      .replace(/[ \u00a0]+/g, " ")
      .trim();
    if (!text || blocks.length >= maxItems) return;
    const bold = /^\s*<strong>[\s\S]*<\/strong>\s*$/.test(inner);
    blocks.push({ kind, text: text.slice(0, 10_000), ...(level ? { level } : {}), ...(bold ? { bold } : {}) });
  };
  const parts = html.split(/(<table>[\s\S]*?<\/table>)/);
  for (const part of parts) {
    if (part.startsWith("<table>")) {
      for (const row of part.match(/<tr>[\s\S]*?<\/tr>/g) ?? []) {
        const cells = row.match(/<t[dh][^>]*>[\s\S]*?<\/t[dh]>/g) ?? [];
        const paragraphs = cells.map((cell) => cell.match(/<(p|h[1-6]|li)[^>]*>[\s\S]*?<\/\1>/g) ?? []);
        if (paragraphs.every((p) => p.length <= 1)) push("paragraph", paragraphs.flat().join("\t"));
        else for (const block of paragraphs.flat()) pushTag(block, push);
      }
    } else {
      for (const block of part.match(/<(p|h[1-6]|li)[^>]*>[\s\S]*?<\/\1>/g) ?? []) pushTag(block, push);
    }
  }
  return blocks;
}

function pushTag(block, push) {
  const match = /^<(p|h([1-6])|li)[^>]*>([\s\S]*)<\/\1>$/.exec(block);
  if (!match) return;
  if (match[2]) push("heading", match[3], Number(match[2]));
  else push(match[1] === "li" ? "list" : "paragraph", match[3].replace(/<(ul|ol)>[\s\S]*$/, ""));
}

async function extractDocx(bytes, { maxItems }) {
  const { default: mammoth } = await import("mammoth");
  let docx;
  try {
    // Mammoth gets the zip's entries from here, inflated on demand against the file's budget: never the zip itself.
    docx = openCountedDocx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      maxBytes: MAX_INFLATED_BYTES,
      maxEntries: MAX_DOCX_ENTRIES,
    });
  } catch (error) {
    const refusal = inflateRefusal(error);
    throw refusal instanceof ExtractError ? refusal : new ExtractError("FILE_UNREADABLE");
  }
  let html;
  try {
    // Images are dropped unread: only the text matters here.
    ({ value: html } = await mammoth.convertToHtml(
      { file: docx.file },
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    ));
  } catch (error) {
    // Past the budget, whatever mammoth made of the failed read: the inflating stopped in time, nothing is left over.
    if (error instanceof InflateLimitError || docx.budget.used > docx.budget.max)
      throw new ExtractError("FILE_TOO_COMPLEX");
    throw new ExtractError("FILE_UNREADABLE", { retire: true });
  }
  const blocks = htmlToBlocks(html, maxItems);
  if (blocks.length === 0) throw new ExtractError("FILE_NO_TEXT");
  return { source: "docx", blocks };
}

async function extractDoc(bytes, { maxItems }) {
  const { default: WordExtractor } = await import("word-extractor");
  let body;
  try {
    body = (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  } catch {
    throw new ExtractError("FILE_UNREADABLE", { retire: true });
  }
  const blocks = cleanText(body)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, maxItems)
    .map((text) => ({ kind: "paragraph", text: text.slice(0, 10_000) }));
  if (blocks.length === 0) throw new ExtractError("FILE_NO_TEXT");
  return { source: "doc", blocks };
}

/**
 * The app's TypeScript modules, compiled on the fly by jiti: the parser once per thread on its first parse job, the
 * resume.json reader on a thread's first PDF that carries one. This file is loaded at run time from the project
 * folder, outside the bundler, and jiti keeps its compiled output in node_modules/.cache, so a later thread loads
 * them in about half a second.
 */
let jitiImport;
function appModule(file) {
  jitiImport ??= import("jiti").then(({ createJiti }) => {
    const root = process.cwd();
    const jiti = createJiti(import.meta.url, {
      alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
    });
    return (name) => jiti.import(path.join(root, name));
  });
  return jitiImport.then((load) => load(file));
}

let parser;
function loadParser() {
  parser ??= (async () => {
    const load = appModule;
    const [{ parseResume }, { toLines }, { applyRefinement }, { ZParseContent }] = await Promise.all([
      load("lib/server/parse/parse-resume.ts"),
      load("lib/server/parse/lines.ts"),
      load("lib/server/parse/apply-refinement.ts"),
      load("lib/shared/validations/resume-parse/parse-content.ts"),
    ]);
    return { parseResume, toLines, applyRefinement, ZParseContent };
  })();
  return parser;
}

/** A stored task's content, decoded and checked here rather than on the server's event loop. */
async function parse({ contentJson, options, withLines }) {
  const { parseResume, toLines, ZParseContent } = await loadParser();
  let decoded;
  try {
    decoded = JSON.parse(contentJson);
  } catch {
    throw new ExtractError("INVALID_INPUT");
  }
  const checked = ZParseContent.safeParse(decoded);
  if (!checked.success) throw new ExtractError("INVALID_INPUT");
  const content = checked.data;
  // A PDF of ours: its document, checked against the save schemas with the rest of the content, is the result.
  if (content.source === "pdf" && content.embedded) return { embedded: content.embedded };
  return { parsed: parseResume(content, options), lines: withLines ? toLines(content) : null };
}

async function refine({ parsed, output, lines }) {
  const { applyRefinement } = await loadParser();
  return applyRefinement(parsed, output, lines);
}

/** A scanned page made ready for Tesseract (issue 24 item 3). sharp refuses past `maxPixels` before decoding. */
async function prepareImage(bytes, { maxPixels, turn }) {
  try {
    return await prepareScan(bytes, { maxPixels, turn });
  } catch (error) {
    const tooLarge = /pixel limit/i.test(String(error?.message));
    throw new ExtractError(tooLarge ? "FILE_IMAGE_TOO_LARGE" : "FILE_UNREADABLE", { retire: true });
  }
}

const extractors = { pdf: extractPdf, docx: extractDocx, doc: extractDoc, parse, refine, "ocr-image": prepareImage };

/** A LinkedIn data export (issue 24 item 4): its CSV files, inflated against the file's budget like a .docx's entries. */
async function extractLinkedInExport(bytes) {
  try {
    return await extractLinkedIn(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      maxBytes: MAX_INFLATED_BYTES,
      maxEntries: MAX_DOCX_ENTRIES,
    });
  } catch (error) {
    if (error instanceof LinkedInRefusal) throw new ExtractError(error.key);
    const refusal = inflateRefusal(error);
    throw refusal instanceof ExtractError ? refusal : new ExtractError("FILE_UNREADABLE", { retire: true });
  }
}
extractors.linkedin = extractLinkedInExport;

// Loaded while the thread waits for its first file, so that file does not pay for it.
const warm = Promise.all([import("unpdf"), import("mammoth")]).catch(() => undefined);

const heapUsed = () => getHeapStatistics().used_heap_size;

process.on("message", async ({ id, kind, ...job }) => {
  await warm;
  try {
    const content =
      kind === "parse" || kind === "refine"
        ? await extractors[kind](job)
        : await extractors[kind](job.bytes, {
            maxPages: job.maxPages,
            maxItems: job.maxItems,
            maxPixels: job.maxPixels,
            turn: job.turn,
          });
    process.send({ id, ok: true, content, heapUsed: heapUsed() });
  } catch (error) {
    // `clean`: a refusal decided here after the parser finished (no text, too many pages), which leaves the thread as
    // good as before. A throw from inside a parser may have left state behind: the parent retires the thread.
    const known = error instanceof ExtractError;
    process.send({
      id,
      ok: false,
      key: known ? error.key : "FILE_UNREADABLE",
      clean: known && !error.retire,
      heapUsed: heapUsed(),
      detail: known ? undefined : String(error?.message ?? error).slice(0, 300),
    });
  }
});
