// Looks inside a PDF the way a reader or an applicant-tracking system does: its text as pdf.js extracts it (unpdf,
// no normalisation: letter-spaced glyphs come out as "E d u c a t i o n"), its fonts as poppler lists them, and its
// pages as pixels (pdftoppm), for the sidebar colour at the page bottom.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(body: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

function withPdfFile<T>(body: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-inspect-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, body);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type PdfFont = { name: string; type: string; embedded: boolean };

/** `pdffonts` rows; columns are cut where the dashed rule under the header puts them. */
export function pdfFonts(body: Uint8Array): PdfFont[] {
  const output = withPdfFile(body, (file) => execFileSync("pdffonts", [file], { encoding: "utf8" }));
  const lines = output.split("\n");
  const rule = lines.findIndex((line) => /^-+( -+)+$/.test(line.trim()));
  if (rule < 0) throw new Error(`unexpected pdffonts output:\n${output}`);
  const columns: Array<[number, number]> = [];
  for (const match of (lines[rule] ?? "").matchAll(/-+/g)) columns.push([match.index, match.index + match[0].length]);
  const cell = (line: string, index: number) => {
    const [start, end] = columns[index] ?? [0, 0];
    return line.slice(start, index === columns.length - 1 ? undefined : end + 1).trim();
  };
  return lines
    .slice(rule + 1)
    .filter((line) => line.trim())
    .map((line) => ({ name: cell(line, 0), type: cell(line, 1), embedded: cell(line, 3) === "yes" }));
}

export type PageImage = { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] };

/** Every page rendered at 50 dpi, as RGB pixels. */
export async function pdfPages(body: Uint8Array): Promise<PageImage[]> {
  const pngs = withPdfFile(body, (file, dir) => {
    execFileSync("pdftoppm", ["-r", "50", "-png", file, path.join(dir, "page")]);
    return readdirSync(dir)
      .filter((name) => name.endsWith(".png"))
      .sort((a, b) => Number(a.replace(/\D/g, "")) - Number(b.replace(/\D/g, "")))
      .map((name) => readFileSync(path.join(dir, name)));
  });
  const images = await Promise.all(
    pngs.map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return images.map(({ data, info }) => ({
    width: info.width,
    height: info.height,
    pixel: (x, y) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    },
  }));
}
