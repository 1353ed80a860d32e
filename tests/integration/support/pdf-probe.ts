// Reads a PDF the way the checks of issue 25 items 2 and 3 need: poppler's views (pdffonts, pdftotext with word
// boxes, pdfinfo with its metadata, XMP and structure tree) and pdf-lib's (fonts' ToUnicode maps, link annotations,
// the structure tree's languages, bookmarks, content streams). Each poppler tool reads the file from stdin ("-").
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
} from "pdf-lib";

export function poppler(tool: string, args: string[], pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(tool, args, { encoding: "utf8", maxBuffer: 16 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

/** `qpdf --check` (which needs a file): "No syntax or stream encoding errors found" for a well-formed PDF. */
export async function qpdfCheck(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-probe-"));
  try {
    const file = path.join(dir, "resume.pdf");
    await writeFile(file, pdf);
    return await new Promise((resolve, reject) =>
      execFile("qpdf", ["--check", file], { encoding: "utf8" }, (error, stdout) =>
        error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type FontRow = { name: string; type: string; embedded: boolean; unicode: boolean };

/** `pdffonts` rows: name, type (two words, "CID TrueType"), encoding, then emb, sub, uni and the object id. */
export async function pdfFonts(pdf: Uint8Array): Promise<FontRow[]> {
  const lines = (await poppler("pdffonts", ["-"], pdf)).split("\n").slice(2).filter(Boolean);
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    const [emb, , uni] = cells.slice(-5);
    return {
      name: cells[0] ?? "",
      type: cells.slice(1, -6).join(" "),
      embedded: emb === "yes",
      unicode: uni === "yes",
    };
  });
}

export type Word = {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pageWidth: number;
  pageHeight: number;
};

/** pdftotext's words with their boxes (points, top-left origin), in poppler's reading order. */
export async function pdfWords(pdf: Uint8Array): Promise<Word[]> {
  const html = await poppler("pdftotext", ["-enc", "UTF-8", "-bbox", "-", "-"], pdf);
  const words: Word[] = [];
  for (const page of html.split("<page ").slice(1)) {
    const [, width = "0", height = "0"] = /width="([\d.]+)" height="([\d.]+)"/.exec(page) ?? [];
    for (const m of page.matchAll(
      /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*?)<\/word>/g,
    ))
      words.push({
        text: (m[5] ?? "")
          .replace(/&amp;/g, "&")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"'),
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
        pageWidth: Number(width),
        pageHeight: Number(height),
      });
  }
  return words;
}

/** `pdfinfo` fields ("Title", "Tagged" …). */
export async function pdfInfo(pdf: Uint8Array): Promise<Record<string, string>> {
  const info: Record<string, string> = {};
  for (const line of (await poppler("pdfinfo", ["-"], pdf)).split("\n")) {
    const match = /^([A-Za-z ]+):\s+(.*)$/.exec(line);
    if (match?.[1]) info[match[1]] = match[2] ?? "";
  }
  return info;
}

export type StructNode = { type: string; text: string; children: StructNode[] };

/** `pdfinfo -struct-text` as a tree: each element with the text of everything inside it. */
export async function pdfStructure(pdf: Uint8Array): Promise<StructNode> {
  const root: StructNode = { type: "root", text: "", children: [] };
  const stack: Array<{ node: StructNode; depth: number }> = [{ node: root, depth: -1 }];
  for (const line of (await poppler("pdfinfo", ["-struct-text", "-"], pdf)).split("\n")) {
    const depth = (line.length - line.trimStart().length) / 2;
    const content = line.trim();
    if (!content || /^(Object \d+ \d+|\/\w+ )/.test(content)) continue;
    while ((stack.at(-1)?.depth ?? -1) >= depth) stack.pop();
    const text = /^"(.*)"$/.exec(content)?.[1];
    if (text !== undefined) {
      for (const { node } of stack) node.text += text;
      continue;
    }
    const node: StructNode = { type: content.replace(/\s*\(.*$|:$/g, ""), text: "", children: [] };
    stack.at(-1)?.node.children.push(node);
    stack.push({ node, depth });
  }
  return root;
}

/** Every element of the tree, depth first: the structure's reading order. */
export function flatten(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

const textOf = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

export type PdfObjects = {
  /** Text of every ToUnicode entry that maps one glyph to more than one character: a ligature glyph. */
  multiCharGlyphs: string[];
  linkUris: string[];
  /** The structure tree's /Lang values, Document element first, in tree order. */
  structLangs: string[];
  catalogLang: string | undefined;
  roleMap: Record<string, string>;
  bookmarks: Array<{ title: string; depth: number }>;
  /** Whether page content draws text invisibly (text render mode 3, or 7: clip only). */
  invisibleText: boolean;
};

const decode = (stream: PDFRawStream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());

function toUnicodeTargets(cmap: string): string[] {
  const targets: string[] = [];
  for (const block of cmap.matchAll(/beginbf(char|range)([\s\S]*?)endbf\1/g))
    for (const hex of (block[2] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*(?:<[0-9A-Fa-f]+>\s*)?<([0-9A-Fa-f]+)>/g)) {
      const units = (hex[2] ?? "").match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
      targets.push(String.fromCharCode(...units));
    }
  return targets;
}

export async function pdfObjects(pdf: Uint8Array): Promise<PdfObjects> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context, catalog } = document;
  const multiCharGlyphs: string[] = [];
  for (const [, object] of context.enumerateIndirectObjects()) {
    const toUnicode = object instanceof PDFDict ? object.lookup(PDFName.of("ToUnicode")) : undefined;
    if (toUnicode instanceof PDFRawStream)
      multiCharGlyphs.push(...toUnicodeTargets(decode(toUnicode)).filter((text) => [...text].length > 1));
  }
  const linkUris: string[] = [];
  let invisibleText = false;
  for (const page of document.getPages()) {
    for (const annotation of page.node.lookupMaybe(PDFName.of("Annots"), PDFArray)?.asArray() ?? []) {
      const uri = textOf(
        context.lookup(annotation, PDFDict).lookupMaybe(PDFName.of("A"), PDFDict)?.get(PDFName.of("URI")),
      );
      if (uri) linkUris.push(uri);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => context.lookup(ref)) : [contents];
    for (const stream of streams)
      if (stream instanceof PDFRawStream && /(^|\s)[37] Tr\b/.test(decode(stream))) invisibleText = true;
  }
  const structLangs: string[] = [];
  const structRoot = catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict);
  const pending: PDFObject[] = [structRoot?.get(PDFName.of("K")) as PDFObject];
  while (pending.length > 0) {
    const element = context.lookup(pending.shift());
    if (!(element instanceof PDFDict)) continue;
    const lang = textOf(element.get(PDFName.of("Lang")));
    if (lang) structLangs.push(lang);
    const kids = element.lookup(PDFName.of("K"));
    pending.unshift(...(kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : []));
  }
  const roleMap: Record<string, string> = {};
  const roles = structRoot?.lookupMaybe(PDFName.of("RoleMap"), PDFDict);
  for (const [key, value] of roles?.entries() ?? []) roleMap[key.decodeText()] = String(value).slice(1);
  const bookmarks: Array<{ title: string; depth: number }> = [];
  const visit = (item: PDFDict | undefined, depth: number) => {
    for (let node = item; node; node = node.lookupMaybe(PDFName.of("Next"), PDFDict)) {
      bookmarks.push({ title: textOf(node.get(PDFName.of("Title"))) ?? "", depth });
      visit(node.lookupMaybe(PDFName.of("First"), PDFDict), depth + 1);
    }
  };
  visit(catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict)?.lookupMaybe(PDFName.of("First"), PDFDict), 0);
  return {
    multiCharGlyphs,
    linkUris,
    structLangs,
    catalogLang: textOf(catalog.get(PDFName.of("Lang"))),
    roleMap,
    bookmarks,
    invisibleText,
  };
}
