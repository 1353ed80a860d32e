// The counting inflater behind the extraction threads' bomb defence (issue 20 item 2): bytes are counted as they are
// inflated and the work stops at the cap, for zip entries (what mammoth reads) and for every PDF stream through its
// declared filters (what pdf.js would inflate), including the tricks that would hide a bomb from a simple scan.
import { describe, expect, it } from "@jest/globals";
import { deflateRawSync, deflateSync } from "node:zlib";
import {
  InflateBudget,
  InflateLimitError,
  PdfEncryptedError,
  inflateCounted,
  lzwDecode,
  measurePdfStreams,
  openCountedDocx,
} from "@/lib/server/extract/inflate-budget.mjs";
import { deflatedRuns, docxBomb, pdfBomb } from "@/tests/integration/upload-parse/bomb-files";
import { rawPdf, zip } from "@/tests/integration/upload-parse/fixture-files";

const MiB = 1024 * 1024;

/** A one-page PDF whose content stream has this dictionary and data. */
function pdfWithStream(dictionary: string, data: Buffer, extraObjects: string[] = []): Buffer {
  const placeholder = "@@@@@@@@";
  const pdf = rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    `<< /Length ${data.length} ${dictionary} >>\nstream\n${placeholder}\nendstream`,
    ...extraObjects,
  ]);
  const at = pdf.indexOf(placeholder);
  return Buffer.concat([pdf.subarray(0, at), data, pdf.subarray(at + placeholder.length)]);
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "accepted";
  } catch (error) {
    return (error as Error).name;
  }
}

/** LZW codes packed most significant bit first, at the widths pdf.js reads them (9 bits, growing with the table). */
function lzwQuirkBomb(codes: number): Buffer {
  const values: [number, number][] = [[0x41, 9]];
  let width = 9;
  let next = 258;
  for (let i = 0; i < codes; i++) {
    // A code past the table: pdf.js answers "previous string + its first byte", one byte longer every time.
    values.push([(1 << width) - 1, width]);
    next++;
    const grow = next + 1;
    if ((grow & (grow - 1)) === 0) width = Math.min(Math.floor(Math.log2(grow)) + 1, 12);
  }
  let bits = 0n;
  let count = 0;
  for (const [value, w] of values) {
    bits = (bits << BigInt(w)) | BigInt(value);
    count += w;
  }
  const padding = (8 - (count % 8)) % 8;
  bits <<= BigInt(padding);
  const hex = bits.toString(16).padStart((count + padding) / 4, "0");
  return Buffer.from(hex, "hex");
}

describe("inflateCounted", () => {
  it("inflates data under the cap whole, counted", async () => {
    const data = Buffer.alloc(3 * MiB, 0x61);
    const budget = new InflateBudget(4 * MiB);
    const { bytes, complete } = await inflateCounted(deflateRawSync(data), budget);
    expect(complete).toBe(true);
    expect(bytes.equals(data)).toBe(true);
    expect(budget.used).toBe(3 * MiB);
  });

  it("stops a 2 GB bomb at the cap, having inflated at most one chunk more", async () => {
    const budget = new InflateBudget(8 * MiB);
    const bomb = deflatedRuns(32, 0x41);
    const before = process.memoryUsage().arrayBuffers;
    expect(await refusal(inflateCounted(bomb, budget))).toBe("InflateLimitError");
    expect(budget.used).toBeLessThanOrEqual(8 * MiB + 64 * 1024);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * MiB);
  });

  it("counts what a truncated stream gives before it breaks off", async () => {
    const data = Buffer.alloc(MiB, 0x62);
    const deflated = deflateRawSync(data);
    const budget = new InflateBudget(4 * MiB);
    const { complete } = await inflateCounted(deflated.subarray(0, deflated.length - 4), budget);
    expect(complete).toBe(false);
    expect(budget.used).toBeGreaterThan(0);
  });
});

describe("openCountedDocx", () => {
  it("reads an entry as text", async () => {
    const docx = openCountedDocx(zip([{ name: "word/document.xml", data: Buffer.from("<w:document/>") }]), {
      maxBytes: MiB,
      maxEntries: 10,
    });
    expect(docx.file.exists("word/document.xml")).toBe(true);
    expect(docx.file.exists("word/styles.xml")).toBe(false);
    expect(await docx.file.read("word/document.xml", "utf-8")).toBe("<w:document/>");
  });

  it("refuses an entry whose directory lies about its size once it passes the cap", async () => {
    const docx = openCountedDocx(docxBomb(32), { maxBytes: 16 * MiB, maxEntries: 10 });
    expect(await refusal(docx.file.read("word/document.xml", "utf-8"))).toBe("InflateLimitError");
    expect(docx.budget.used).toBeLessThanOrEqual(16 * MiB + 64 * 1024);
  });

  it("counts all entries read together against one cap", async () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.alloc(MiB, 0x63) }));
    const docx = openCountedDocx(zip(entries), { maxBytes: 3 * MiB, maxEntries: 10 });
    for (let i = 0; i < 3; i++) await docx.file.read(`word/part${i}.xml`);
    expect(await refusal(docx.file.read("word/part3.xml"))).toBe("InflateLimitError");
  });

  it("refuses more entries than allowed before reading any", () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name: `x/${i}`, data: Buffer.from("x") }));
    expect(() => openCountedDocx(zip(entries), { maxBytes: MiB, maxEntries: 10 })).toThrow(InflateLimitError);
  });
});

describe("measurePdfStreams", () => {
  const measure = (pdf: Buffer, max = 8 * MiB) => measurePdfStreams(pdf, new InflateBudget(max));

  it("lets a PDF whose streams stay under the cap through, having counted them", async () => {
    const budget = new InflateBudget(8 * MiB);
    const content = Buffer.from("BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET\n".repeat(1000));
    await measurePdfStreams(pdfWithStream("/Filter /FlateDecode", deflateSync(content)), budget);
    expect(budget.used).toBe(content.length);
  });

  it("refuses a FlateDecode bomb", async () => {
    expect(await refusal(measure(pdfBomb(32)))).toBe("InflateLimitError");
  });

  it("follows the declared filter chain (hex-encoded, then deflated twice)", async () => {
    const inner = deflateSync(Buffer.alloc(64 * MiB, 0x20));
    const twice = deflateSync(inner);
    const hex = Buffer.from(`${twice.toString("hex")}>`);
    const pdf = pdfWithStream("/Filter [/ASCIIHexDecode /FlateDecode /FlateDecode]", hex);
    expect(await refusal(measure(pdf))).toBe("InflateLimitError");
  });

  it("reads escaped filter names and filters given by reference", async () => {
    const bomb = deflateSync(Buffer.alloc(16 * MiB, 0x20));
    expect(await refusal(measure(pdfWithStream("/Filter /Fl#61teDecode", bomb)))).toBe("InflateLimitError");
    const byReference = pdfWithStream("/Filter 5 0 R", bomb, ["[/FlateDecode]"]);
    expect(await refusal(measure(byReference))).toBe("InflateLimitError");
  });

  it("finds a stream's dictionary past a comment, nested dictionaries and bare words", async () => {
    const bomb = deflateSync(Buffer.alloc(16 * MiB, 0x20));
    const nested = "/DecodeParms << /Columns 1 >> /X << /Y << >> >> /Z somebareword";
    const pdf = pdfWithStream(`/Filter /FlateDecode ${nested}`, bomb).toString("latin1");
    const commented = Buffer.from(pdf.replace(">>\nstream\n", ">> % a comment\nstream\n"), "latin1");
    expect(await refusal(measure(commented))).toBe("InflateLimitError");
  });

  it("refuses a stream whose dictionary it cannot read back", async () => {
    const pdf = pdfWithStream("/Filter /FlateDecode /X (unclosed", deflateSync(Buffer.from("BT ET")));
    expect(await refusal(measure(pdf))).toBe("InflateLimitError");
  });

  it('takes the word "stream" in text for no stream', async () => {
    const content = Buffer.from("BT (Mainstream and downstream work) Tj ET");
    await expect(measure(pdfWithStream("", content))).resolves.toHaveProperty("objects");
  });

  it("refuses a filter it cannot resolve rather than let pdf.js inflate it unmeasured", async () => {
    const pdf = pdfWithStream("/Filter 9 0 R", deflateSync(Buffer.from("BT ET")));
    expect(await refusal(measure(pdf))).toBe("InflateLimitError");
  });

  it("measures a stream whose /Length is wrong up to its endstream, as pdf.js does", async () => {
    const bomb = deflateSync(Buffer.alloc(16 * MiB, 0x20));
    const pdf = pdfWithStream("/Filter /FlateDecode", bomb)
      .toString("latin1")
      .replace(`/Length ${bomb.length}`, "/Length 10");
    expect(await refusal(measure(Buffer.from(pdf, "latin1")))).toBe("InflateLimitError");
  });

  it("counts LZW as pdf.js decodes it, including codes past the table", async () => {
    const bomb = lzwQuirkBomb(5000);
    const budget = new InflateBudget(64 * MiB);
    const decoded = lzwDecode(bomb, budget);
    // 1 + 2 + … bytes for the codes before the table is full: quadratic in the input.
    expect(decoded.length).toBeGreaterThan(7 * MiB);
    expect(await refusal(measure(pdfWithStream("/Filter /LZWDecode", bomb), MiB))).toBe("InflateLimitError");
  });

  it("decodes ordinary LZW", () => {
    // "ABABABA": A, B, AB (258), ABA (260) — with a clear code first and EOD last, at 9 bits.
    const codes = [256, 65, 66, 258, 260, 257];
    let bits = 0n;
    for (const code of codes) bits = (bits << 9n) | BigInt(code);
    const padding = (8 - ((codes.length * 9) % 8)) % 8;
    bits <<= BigInt(padding);
    const data = Buffer.from(bits.toString(16).padStart((codes.length * 9 + padding) / 4, "0"), "hex");
    expect(lzwDecode(data, new InflateBudget(MiB)).toString("latin1")).toBe("ABABABA");
  });

  it("counts a predictor's row, which pdf.js allocates whatever the data", async () => {
    const pdf = pdfWithStream(
      "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 100000000 /Colors 4 >>",
      deflateSync(Buffer.from("x")),
    );
    expect(await refusal(measure(pdf))).toBe("InflateLimitError");
  });

  it("refuses an encrypted PDF, whose streams cannot be measured", async () => {
    const pdf = rawPdf(["<< /Type /Catalog >>", "<< /Filter /Standard /V 1 /R 2 >>"], "/Encr#79pt 2 0 R ");
    expect(await refusal(measure(pdf))).toBe(new PdfEncryptedError().name);
  });
});
