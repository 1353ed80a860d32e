// The glyph programs of Type 3 fonts, emptied in place before pdf.js reads a file (blank-type3-glyphs.mjs): only
// programs a font's CharProcs name, only plain or plainly deflated ones, and never a byte moved (the cross-reference
// table still points at every object). What pdf.js then reads is compared in tests/integration/upload-parse.
import { describe, expect, it } from "@jest/globals";
import { deflateSync, inflateSync } from "node:zlib";
import { blankType3Glyphs } from "@/lib/server/extract/blank-type3-glyphs.mjs";
import { InflateBudget, measurePdfStreams } from "@/lib/server/extract/inflate-budget.mjs";

/** A PDF of these objects (dictionaries, or a dictionary and stream data), numbered from 1, with its xref table. */
function pdf(objects: (string | [string, Buffer])[]): { bytes: Buffer; offsets: number[] } {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === "string") push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, "latin1"));
    else {
      const [dict, data] = object;
      push(Buffer.from(`${i + 1} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"));
      push(data);
      push(Buffer.from("\nendstream\nendobj\n"));
    }
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, "0")} 00000 n \n`;
  push(Buffer.from(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return { bytes: Buffer.concat(parts), offsets };
}

const glyph = (width: number) => `${width} 0 0 0 500 700 d1 0 0 m ${width} 0 l ${width} 700 l 0 700 l f`;
const content = deflateSync(Buffer.from("BT /F1 12 Tf 72 720 Td (abcd) Tj ET"));

/** A page drawing "abcd" in a Type 3 font whose four glyphs are written four ways (objects 6-9). */
function type3Pdf() {
  return pdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    ["/Filter /FlateDecode", content],
    "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0]" +
      " /CharProcs 10 0 R /Encoding << /Type /Encoding /Differences [97 /a /b /c /d] >>" +
      " /FirstChar 97 /LastChar 100 /Widths [600 600 600 600] >>",
    ["/Filter /FlateDecode", deflateSync(Buffer.from(glyph(600)))],
    ["", Buffer.from(glyph(600))],
    ["/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>", deflateSync(Buffer.from(glyph(600)))],
    ["/Filter /FlateDecode", Buffer.from([0x78, 0x9c, 0x03])],
    "<< /a 6 0 R /b 7 0 R /c 8 0 R /d 9 0 R >>",
  ]);
}

/** The data of object `n`'s stream in `bytes`. */
function streamData(bytes: Buffer, offsets: number[], n: number): Buffer {
  const start = bytes.indexOf("stream\n", offsets[n - 1]) + "stream\n".length;
  return bytes.subarray(start, bytes.indexOf("\nendstream", start));
}

const blank = async (bytes: Buffer) =>
  blankType3Glyphs(bytes, await measurePdfStreams(bytes, new InflateBudget(1 << 20)));

describe("blankType3Glyphs", () => {
  it("empties plain and plainly deflated glyph programs, and nothing else, without moving a byte", async () => {
    const { bytes, offsets } = type3Pdf();
    const before = Buffer.from(bytes);
    expect(await blank(bytes)).toBe(2);
    expect(bytes.length).toBe(before.length);
    // The deflated program inflates to nothing; the plain one is blanks; every other object is as it was.
    expect(inflateSync(streamData(bytes, offsets, 6)).length).toBe(0);
    expect(streamData(bytes, offsets, 6).length).toBe(streamData(before, offsets, 6).length);
    expect(streamData(bytes, offsets, 7).toString("latin1").trim()).toBe("");
    for (const n of [4, 8, 9]) expect(streamData(bytes, offsets, n)).toEqual(streamData(before, offsets, n));
    const changed = [...bytes.keys()].filter((i) => bytes[i] !== before[i]);
    const inside = (n: number) => {
      const start = before.indexOf("stream\n", offsets[n - 1]) + "stream\n".length;
      return (i: number) => i >= start && i < before.indexOf("\nendstream", start);
    };
    expect(changed.every((i) => inside(6)(i) || inside(7)(i))).toBe(true);
    // The cross-reference table still points at each object.
    offsets.forEach((offset, i) =>
      expect(bytes.toString("latin1", offset, offset + 8)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });

  it("leaves a file without Type 3 fonts, and one that only names the word, as it was", async () => {
    const { bytes } = pdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
      ["/Filter /FlateDecode", deflateSync(Buffer.from("BT (/Subtype /Type3) Tj ET"))],
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]);
    const before = Buffer.from(bytes);
    expect(await blank(bytes)).toBe(0);
    expect(bytes).toEqual(before);
  });

  it("looks at a program once however many glyphs and fonts name it", async () => {
    const names = Array.from({ length: 500 }, (_, i) => `/g${i} 5 0 R`).join(" ");
    const { bytes, offsets } = pdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      `<< /Type /Font /Subtype /Type3 /CharProcs << ${names} >> /Widths [1] >>`,
      "<< /Type /Font /Subtype /Type3 /CharProcs << /a 5 0 R >> /Widths [1] >>",
      ["/Filter /FlateDecode", deflateSync(Buffer.from(glyph(500)))],
    ]);
    expect(await blank(bytes)).toBe(1);
    expect(inflateSync(streamData(bytes, offsets, 5)).length).toBe(0);
  });

  it("skips a CharProcs entry that names no object of the file, or an object that is no stream", async () => {
    const { bytes } = pdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      "<< /Type /Font /Subtype /Type3 /CharProcs << /a 40 0 R /b 1 0 R /c 4 0 R >> /Widths [1] >>",
      ["", Buffer.from(glyph(500))],
    ]);
    expect(await blank(bytes)).toBe(1);
  });
});
