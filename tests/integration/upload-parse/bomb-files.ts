// Decompression bombs made at test time (issue 20 item 2): a few MB that inflate to gigabytes of one repeated byte.
// One 64 MiB run is deflated once, without its final block, and repeated: deflate blocks that do not reach back past
// their own start can follow one another, so N copies and a closing empty block inflate to N × 64 MiB.
import { constants, deflateRawSync } from "node:zlib";
import { rawPdf } from "./fixture-files";

const RUN = 64 * 1024 * 1024;

/** Raw deflate data that inflates to `runs` × 64 MiB of `byte`. */
export function deflatedRuns(runs: number, byte: number): Buffer {
  const run = deflateRawSync(Buffer.alloc(RUN, byte), { finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: runs }, () => run), last]);
}

/** A .docx whose word/document.xml inflates to `runs` × 64 MiB while its directory says 1 KB (so the sniff lets it by). */
export function docxBomb(runs = 32): Buffer {
  const types = Buffer.from("<Types/>");
  return deflatedZip([
    { name: "[Content_Types].xml", deflated: deflateRawSync(types), size: types.length },
    { name: "word/document.xml", deflated: deflatedRuns(runs, 0x41), size: 1024 },
  ]);
}

/** A one-page PDF whose content stream (FlateDecode, zlib header, no checksum) inflates to `runs` × 64 MiB of spaces. */
export function pdfBomb(runs = 32): Buffer {
  const data = Buffer.concat([Buffer.from([0x78, 0x9c]), deflatedRuns(runs, 0x20)]);
  const placeholder = "@".repeat(8);
  const pdf = rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${placeholder}\nendstream`,
  ]);
  const at = pdf.indexOf(placeholder);
  // The cross-reference table is past the stream: its offsets move by the data's length; pdf.js rebuilds a table that
  // does not match, so the bomb needs no exact offsets to be read.
  return Buffer.concat([pdf.subarray(0, at), data, pdf.subarray(at + placeholder.length)]);
}

/** A zip of entries deflated beforehand, each declaring the size it is given. */
function deflatedZip(entries: { name: string; deflated: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
