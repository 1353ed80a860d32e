// The web links a PDF's pages carry (link annotations) reach the parser with their page and place, read by type for
// the whole document (extract-worker.mjs, readLinks) rather than page by page. Written by hand here as other tools
// write them: with the print flag (Chromium), without any flag (LaTeX's hyperref), hidden from view, not a web address.
import { describe, expect, it } from "@jest/globals";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { rawPdf } from "./fixture-files";

const link = (rect: string, url: string, flags = "") =>
  `<< /Type /Annot /Subtype /Link ${flags} /Rect [${rect}] /Border [0 0 0] /A << /S /URI /URI (${url}) >> >>`;

const page = (contents: number, annots: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R /Annots [${annots}] >>`;

const text = (lines: [number, string][]) => {
  const ops = lines.map(([y, line]) => `BT /F1 12 Tf 72 ${y} Td (${line}) Tj ET`).join("\n");
  return `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`;
};

// 1 catalog, 2 pages, 3 font, 4-5 page 1 and its text, 6-7 page 2 and its text, 8-12 links.
const twoPages = rawPdf([
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  page(5, "8 0 R 9 0 R 10 0 R 11 0 R"),
  text([
    [700, "Jane Doe"],
    [680, "github.com/janedoe"],
    [660, "Portfolio"],
  ]),
  page(7, "12 0 R"),
  text([[700, "Talks"]]),
  link("72 678 180 692", "https://github.com/janedoe", "/F 4"),
  link("72 658 130 672", "https://jane.example.com"),
  link("300 658 400 672", "https://hidden.example.com", "/F 2"),
  link("72 698 130 712", "mailto:jane@example.com", "/F 4"),
  link("72 698 110 712", "https://talks.example.com/jane"),
]);

describe("links in a PDF", () => {
  it("come back page by page with their place, whether or not they carry the print flag; hidden and non-web ones do not", async () => {
    const content = await runExtractWorker("pdf", twoPages);
    if (!("items" in content)) throw new Error("a PDF's content has items");
    expect(content.items.map((item) => item.text)).toEqual(["Jane Doe", "github.com/janedoe", "Portfolio", "Talks"]);
    expect(content.links).toEqual([
      { url: "https://github.com/janedoe", x: 72, y: 108, width: 108, height: 14, page: 1 },
      { url: "https://jane.example.com/", x: 72, y: 128, width: 58, height: 14, page: 1 },
      { url: "https://talks.example.com/jane", x: 72, y: 88, width: 38, height: 14, page: 2 },
    ]);
  });
});
