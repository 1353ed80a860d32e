// Prints what pdf.js reads from a PDF, as the extraction thread asks it (lib/server/extract/extract-worker.mjs): every
// page's text items with their positions and sizes, and the names of their fonts (open-pdf.mjs: the thread's options). With "blank", the file's Type 3
// glyph programs are emptied first, as the thread does (blank-type3-glyphs.mjs); the type3-glyphs test compares both.
//   node tests/integration/upload-parse/pdfjs-items.mjs <file.pdf> plain|blank
import { readFileSync } from "node:fs";
import { blankType3Glyphs } from "../../../lib/server/extract/blank-type3-glyphs.mjs";
import { InflateBudget, measurePdfStreams } from "../../../lib/server/extract/inflate-budget.mjs";
import { openPdf } from "../../../lib/server/extract/open-pdf.mjs";

const [file, mode] = process.argv.slice(2);
const bytes = readFileSync(file);
const blanked = mode === "blank" ? blankType3Glyphs(bytes, await measurePdfStreams(bytes, new InflateBudget(1e9))) : 0;
const doc = await openPdf(new Uint8Array(bytes));
const pages = [];
for (let number = 1; number <= doc.numPages; number++) {
  const page = await doc.getPage(number);
  const { items } = await page.getTextContent();
  await page.getOperatorList();
  pages.push(
    items.map((item) => ({
      str: item.str,
      transform: item.transform,
      width: item.width,
      height: item.height,
      font: item.fontName ? page.commonObjs.get(item.fontName)?.name : undefined,
    })),
  );
}
process.stdout.write(JSON.stringify({ blanked, pages }));
process.exit(0);
