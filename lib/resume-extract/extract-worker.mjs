// Runs in a worker_threads Worker (run-extract-worker.ts): one file's text out of a PDF (unpdf / pdf.js, with
// positions and weight), a .docx (mammoth → HTML → blocks) or a .doc (word-extractor). Plain JavaScript beside the
// app's TypeScript on purpose: the server loads it from the project folder at run time (process.cwd()), so neither
// the bundler nor the test runner has to know about it. The parent enforces time and memory limits and terminates
// this thread on overrun; here, a failure is answered as one of the FILE_* error keys.
import { parentPort, workerData } from "node:worker_threads";

// pdf.js 5 calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) while loading fonts; on Node 20 the call
// fails and font names (which say whether text is bold) stay unknown.
if (!ArrayBuffer.prototype.transferToFixedLength) {
  ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

class ExtractError extends Error {
  constructor(key) {
    super(key);
    this.key = key;
  }
}

/** Kangxi and CJK radicals (a PDF text layer's stand-ins for ideographs) → the ideographs; control characters out. */
function cleanText(text) {
  return text
    .replace(/[\u2E80-\u2FDF]/g, (c) => c.normalize("NFKC"))
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,+]b$|-w[6-9]$/i;

async function extractPdf(bytes, { maxPages, maxItems }) {
  const { getDocumentProxy } = await import("unpdf");
  let doc;
  try {
    doc = await getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  } catch (error) {
    if (error?.name === "PasswordException") throw new ExtractError("FILE_ENCRYPTED");
    throw new ExtractError("FILE_UNREADABLE");
  }
  if (doc.numPages > maxPages) throw new ExtractError("FILE_TOO_MANY_PAGES");
  const pages = [];
  const items = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    pages.push({ width: viewport.width, height: viewport.height });
    const content = await page.getTextContent();
    // Loads the page's fonts, whose names say which text is bold; a page whose drawing fails still has its text.
    await page.getOperatorList().catch(() => undefined);
    const fontNames = new Map();
    const fontName = (id) => {
      if (!fontNames.has(id)) {
        let name = "";
        try {
          name = page.commonObjs.get(id)?.name ?? "";
        } catch {
          name = "";
        }
        fontNames.set(id, name);
      }
      return fontNames.get(id);
    };
    for (const item of content.items) {
      if (typeof item.str !== "string" || item.str.trim() === "" || items.length >= maxItems) continue;
      const [a, b, c, d, e, f] = item.transform;
      const fontSize = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
      const [x, baseline] = viewport.convertToViewportPoint(e, f);
      const text = cleanText(item.str).slice(0, 2000);
      if (!text.trim()) continue;
      items.push({
        text,
        x: round(x),
        y: round(baseline - fontSize * 0.8),
        width: round(Math.abs(item.width)),
        height: round(fontSize),
        fontSize: round(fontSize),
        bold: BOLD_FONT.test(fontName(item.fontName).replace(/^[A-Z]{6}\+/, "")),
        page: number,
      });
    }
    page.cleanup();
  }
  await doc.cleanup?.();
  if (items.length === 0) throw new ExtractError("FILE_NO_TEXT");
  return { source: "pdf", pages, items };
}

const round = (n) => Math.round(n * 100) / 100;

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
  let html;
  try {
    // Images are dropped unread: only the text matters here.
    ({ value: html } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    ));
  } catch {
    throw new ExtractError("FILE_UNREADABLE");
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
    throw new ExtractError("FILE_UNREADABLE");
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

const extractors = { pdf: extractPdf, docx: extractDocx, doc: extractDoc };

const { kind, bytes, maxPages, maxItems } = workerData;
extractors[kind](bytes, { maxPages, maxItems }).then(
  (content) => parentPort.postMessage({ ok: true, content }),
  (error) =>
    parentPort.postMessage({
      ok: false,
      key: error instanceof ExtractError ? error.key : "FILE_UNREADABLE",
      detail: error instanceof ExtractError ? undefined : String(error?.message ?? error).slice(0, 300),
    }),
);
