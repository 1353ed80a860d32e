// pdf.js as the extraction threads ask it to read a PDF (extract-worker.mjs): text, positions and font names, and
// nothing drawn. Importing this module sets up the process for it, so it is imported only where files are read (the
// extraction threads, and the test that compares what pdf.js reads: tests/integration/upload-parse/pdfjs-items.mjs).

// pdf.js 5 calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) while loading fonts; on Node 20 the call
// fails and font names (which say whether text is bold) stay unknown.
if (!ArrayBuffer.prototype.transferToFixedLength) {
  ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

// pdf.js inflates a PDF's compressed streams (fonts, page contents) through DecompressionStream when the runtime has
// it; in Node each of those round-trips through the libuv thread pool and an async web stream, and a Chinese resume has
// dozens of embedded font subsets. Measured on the bench set, one thread: Chinese PDFs p95 76 ms with it, 28 ms with
// pdf.js's own synchronous inflate (English 36 → 16 ms). This thread only reads files, so it goes without.
delete globalThis.DecompressionStream;

// Font names (which say whether text is bold) reach this side only when pdf.js hands a page's fonts over for
// drawing (getOperatorList, in extract-worker.mjs). Told that font faces are off (disableFontFace), pdf.js then turns
// every glyph the page shows into an outline to draw by hand: 15-20 % of the time of a PDF, for nothing here. So this
// process says it can load font faces, into a document whose font set and FontFace keep nothing: no glyph outline is
// built, and the fonts arrive with the same names (the same text, positions and names on the 234 PDFs of the bench's
// others sets).
globalThis.FontFace ??= class FontFace {
  constructor(family) {
    this.family = family;
    this.loaded = Promise.resolve(this);
  }
};
const FONT_DOCUMENT = { fonts: { add: () => undefined, delete: () => undefined } };

/** The document pdf.js reads from `bytes` (which it takes over), with nothing evaluated, drawn or decoded as an image. */
export async function openPdf(bytes) {
  const { getDocumentProxy } = await import("unpdf");
  return getDocumentProxy(bytes, {
    isEvalSupported: false,
    disableFontFace: false,
    ownerDocument: FONT_DOCUMENT,
    stopAtErrors: false,
    verbosity: 0,
    // No image is ever decoded: only text is read here, and an image's pixels (a JPEG's declared size) are not among
    // the bytes counted before pdf.js opens a file (inflate-budget.mjs).
    maxImageSize: 0,
  });
}
