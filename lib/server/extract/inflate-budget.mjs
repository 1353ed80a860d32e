// What a file may inflate to, counted as the bytes are produced (issue 20 item 2). The worker threads that read
// uploads (extract-worker.mjs) have a heap cap, but inflated bytes live in ArrayBuffers outside that heap: a 5 MB DOCX
// or PDF that inflates to gigabytes would take the whole process's memory before the cap noticed anything. So, before
// a parser sees a file, everything in it that inflates is inflated here against one running count per file, and the
// file is refused (InflateLimitError → FILE_TOO_COMPLEX) the moment the count passes the cap:
// - a .docx: its zip entries, read from the central directory and inflated on demand when mammoth asks for them
//   (openCountedDocx hands mammoth these inflated bytes, so mammoth itself inflates nothing);
// - a PDF: every stream in the file, through its declared filter chain (Flate, LZW, RunLength, ASCIIHex, ASCII85),
//   before pdf.js opens it (measurePdfStreams). Image codecs (DCT, JPX, JBIG2, CCITT) are not run: pdf.js is told to
//   skip every image (maxImageSize 0). An encrypted PDF's streams cannot be measured without decrypting them, so it is
//   refused (PdfEncryptedError → FILE_ENCRYPTED), whether or not it asks for a password.
// Plain JavaScript like the worker that imports it (loaded from the project folder at run time, outside the bundler).
import { createInflateRaw, inflateRawSync } from "node:zlib";

/** The file inflates to more than the cap: refused as too complex, the thread none the worse. */
export class InflateLimitError extends Error {
  constructor(max) {
    super(`inflates to more than ${max} bytes`);
    this.name = "InflateLimitError";
  }
}

/** The file's structure cannot be measured (a zip without a readable directory, an entry that does not inflate). */
export class InflateFormatError extends Error {
  constructor(message) {
    super(message);
    this.name = "InflateFormatError";
  }
}

/** A PDF with an /Encrypt dictionary: its streams' sizes are unknown until decrypted. */
export class PdfEncryptedError extends Error {
  constructor() {
    super("encrypted PDF");
    this.name = "PdfEncryptedError";
  }
}

/** One file's running count of inflated bytes. */
export class InflateBudget {
  constructor(max) {
    this.max = max;
    this.used = 0;
  }

  /** Counts `n` more bytes; throws once the total passes the cap (before the bytes are kept anywhere). */
  take(n) {
    this.used += n;
    if (this.used > this.max) throw new InflateLimitError(this.max);
  }
}

const CHUNK = 64 * 1024;

/**
 * Raw deflate data inflated against the budget. Resolves with what was inflated and whether the deflate data ended
 * properly (false: truncated or corrupt, with the bytes before the fault counted); rejects with InflateLimitError
 * once the count passes the cap, having held at most one 64 KB chunk more.
 *
 * Done in one synchronous call where it can be (zlib itself stops past `maxOutputLength`, which is the budget left):
 * a PDF has hundreds of small streams, and a round trip to libuv's threads for each costs more than reading the
 * file. Only data that zlib refuses part way is inflated again, as a stream, to count exactly what came before the
 * fault (pdf.js keeps that much).
 */
export async function inflateCounted(data, budget, { keep = true } = {}) {
  const left = budget.max - budget.used;
  try {
    // Small streams get small output chunks: zlib allocates a whole chunk for each call.
    const chunkSize = Math.min(CHUNK, Math.max(1024, data.length * 4));
    const bytes = inflateRawSync(data, { chunkSize, maxOutputLength: Math.max(1, left + 1) });
    budget.take(bytes.length);
    return { bytes: keep ? bytes : Buffer.alloc(0), complete: true };
  } catch (error) {
    if (error instanceof InflateLimitError) throw error;
    if (error?.code === "ERR_BUFFER_TOO_LARGE") {
      budget.take(left + 1);
    }
  }
  return inflateStreamed(data, budget, keep);
}

/** The slow path: chunk by chunk, each counted as zlib produces it, the stream stopped as soon as the cap is passed. */
function inflateStreamed(data, budget, keep) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let settled = false;
    const inflater = createInflateRaw({ chunkSize: CHUNK });
    const finish = (complete) => {
      if (settled) return;
      settled = true;
      resolve({ bytes: keep ? Buffer.concat(chunks, size) : Buffer.alloc(0), complete });
    };
    inflater.on("data", (chunk) => {
      if (settled) return;
      try {
        budget.take(chunk.length);
      } catch (error) {
        settled = true;
        chunks.length = 0;
        inflater.destroy();
        reject(error);
        return;
      }
      size += chunk.length;
      if (keep) chunks.push(chunk);
    });
    inflater.on("end", () => finish(true));
    inflater.on("error", () => finish(false));
    inflater.end(data);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// DOCX: the zip's own directory, and entries inflated when mammoth reads them.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The zip's entries from its central directory: where each one's data is and how it is stored. */
export function readZipDirectory(bytes, maxEntries) {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new InflateFormatError("no zip directory");
  const count = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (count > maxEntries) throw new InflateLimitError(maxEntries);
  const entries = new Map();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw new InflateFormatError("bad directory");
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString("utf8", at + 46, Math.min(bytes.length, at + 46 + nameLength));
    // Encrypted entries (flag bit 0) are not a Word document's.
    if (flags & 1) throw new InflateFormatError("encrypted entry");
    if (!entries.has(name)) entries.set(name, { name, method, compressedSize, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(bytes, entry) {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw new InflateFormatError("bad local header");
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new InflateFormatError("entry past the end");
  return bytes.subarray(start, end);
}

/**
 * A zip opened for mammoth (its `file` input: exists/read), whose entries are inflated when read, each once, all
 * against one budget. Stored entries count too (their bytes are copied out).
 */
export function openCountedDocx(bytes, { maxBytes, maxEntries }) {
  const entries = readZipDirectory(bytes, maxEntries);
  const budget = new InflateBudget(maxBytes);
  const inflated = new Map();
  const inflate = async (name) => {
    const entry = entries.get(name);
    if (!entry) throw new InflateFormatError(`no entry ${name}`);
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      budget.take(data.length);
      return Buffer.from(data);
    }
    if (entry.method !== 8) throw new InflateFormatError("unsupported compression");
    const { bytes: out, complete } = await inflateCounted(data, budget);
    if (!complete) throw new InflateFormatError("entry does not inflate");
    return out;
  };
  const read = async (name, encoding) => {
    if (!inflated.has(name)) inflated.set(name, inflate(name));
    const data = await inflated.get(name);
    if (encoding === "base64") return data.toString("base64");
    if (encoding) return new TextDecoder(encoding).decode(data);
    return new Uint8Array(data.buffer, data.byteOffset, data.length);
  };
  return {
    budget,
    file: {
      exists: (name) => entries.has(name),
      read,
      write: () => {
        throw new InflateFormatError("read only");
      },
      toArrayBuffer: () => {
        throw new InflateFormatError("read only");
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PDF: every stream through its declared filters, before pdf.js.

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set("()<>[]{}/%".split("").map((c) => c.charCodeAt(0)));
/** How far before a stream keyword its dictionary may start. */
const DICT_WINDOW = 64 * 1024;
/** Characters read in all looking for stream dictionaries: ~20 times a 5 MB file, far more than any real PDF needs. */
const MAX_DICT_WORK = 100_000_000;
const MAX_STREAMS = 20_000;
const MAX_DEPTH = 64;

const FILTERS = {
  FlateDecode: "flate",
  Fl: "flate",
  LZWDecode: "lzw",
  LZW: "lzw",
  RunLengthDecode: "runlength",
  RL: "runlength",
  ASCIIHexDecode: "hex",
  AHx: "hex",
  ASCII85Decode: "a85",
  A85: "a85",
  // Image codecs: pdf.js runs them only to draw an image, and it draws none (maxImageSize 0 in the worker).
  DCTDecode: "image",
  DCT: "image",
  JPXDecode: "image",
  JBIG2Decode: "image",
  CCITTFaxDecode: "image",
  CCF: "image",
  Crypt: "crypt",
};

/** A little PDF object reader (enough for a stream's dictionary): null where the text is not one object. */
class Reader {
  constructor(text, at) {
    this.text = text;
    this.at = at;
  }

  skip() {
    const { text } = this;
    for (;;) {
      const c = text.charCodeAt(this.at);
      if (WHITESPACE.has(c)) this.at++;
      else if (c === 0x25) {
        while (this.at < text.length && text[this.at] !== "\n" && text[this.at] !== "\r") this.at++;
      } else return;
    }
  }

  value(depth = 0) {
    if (depth > MAX_DEPTH) return null;
    this.skip();
    const { text } = this;
    const c = text[this.at];
    if (c === undefined) return null;
    if (c === "<" && text[this.at + 1] === "<") return this.dict(depth);
    if (c === "<") {
      const end = text.indexOf(">", this.at);
      if (end < 0 || !/^<[0-9A-Fa-f\s]*$/.test(text.slice(this.at, end))) return null;
      this.at = end + 1;
      return { string: true };
    }
    if (c === "(") return this.string();
    if (c === "[") {
      this.at++;
      const items = [];
      for (;;) {
        this.skip();
        if (text[this.at] === "]") {
          this.at++;
          return items;
        }
        const item = this.value(depth + 1);
        if (item === null) return null;
        items.push(item);
      }
    }
    if (c === "/") return { name: this.name() };
    const number = /^[+-]?(\d+\.?\d*|\.\d+)/.exec(text.slice(this.at, this.at + 32));
    if (number) {
      this.at += number[0].length;
      // An indirect reference: two integers and R.
      const ref = /^\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(text.slice(this.at, this.at + 32));
      if (ref && /^\d+$/.test(number[0])) {
        this.at += ref[0].length;
        return { ref: `${number[0]} ${ref[1]}` };
      }
      return Number(number[0]);
    }
    // true, false, null, or any other bare word (pdf.js reads one as a value too).
    const word = /^[^\s()<>[\]{}/%]+/.exec(text.slice(this.at, this.at + 256));
    if (word) {
      this.at += word[0].length;
      return { word: word[0] };
    }
    return null;
  }

  name() {
    const { text } = this;
    const start = ++this.at;
    while (this.at < text.length) {
      const c = text.charCodeAt(this.at);
      if (WHITESPACE.has(c) || DELIMITERS.has(c)) break;
      this.at++;
    }
    return text.slice(start, this.at).replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  }

  string() {
    const { text } = this;
    let depth = 0;
    while (this.at < text.length) {
      const c = text[this.at++];
      if (c === "\\") this.at++;
      else if (c === "(") depth++;
      else if (c === ")" && --depth === 0) return { string: true };
    }
    return null;
  }

  dict(depth) {
    this.at += 2;
    const entries = new Map();
    for (;;) {
      this.skip();
      if (this.text.startsWith(">>", this.at)) {
        this.at += 2;
        return { dict: entries };
      }
      if (this.text[this.at] !== "/") return null;
      const key = this.name();
      const value = this.value(depth + 1);
      if (value === null) return null;
      entries.set(key, value);
    }
  }
}

/**
 * The dictionary of the stream whose keyword is at `keyword`: the nearest "<<" (within 64 KB) from which a whole
 * dictionary reads up to the keyword, comments and blanks aside. `unreadable` when the text right before the keyword
 * ends a dictionary (">>") that cannot be read back, or reading would take too long: the file is then refused rather
 * than handed to pdf.js with a stream left unmeasured. `null` when this "stream" is no stream keyword at all.
 */
function streamDictionary(file, keyword) {
  const { text } = file;
  let end = keyword;
  while (end > 0 && WHITESPACE.has(text.charCodeAt(end - 1))) end--;
  const endsDictionary = text.startsWith(">>", end - 2);
  const floor = Math.max(0, keyword - DICT_WINDOW);
  for (let from = keyword; ;) {
    const start = text.lastIndexOf("<<", from - 1);
    if (start < floor) break;
    const reader = new Reader(text, start);
    const value = reader.value();
    file.work += reader.at - start;
    if (file.work > MAX_DICT_WORK) return "unreadable";
    if (value?.dict) {
      reader.skip();
      if (reader.at === keyword) return value.dict;
    }
    from = start;
  }
  return endsDictionary ? "unreadable" : null;
}

/** Where each object is written out ("12 0 obj"), by number and generation: the last one, as in an updated file. */
function objectIndex(text) {
  const index = new Map();
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj/g)) {
    index.set(`${Number(match[1])} ${Number(match[2])}`, match.index + match[0].length);
  }
  return index;
}

/**
 * The object written from `at` (just after its "N G obj"): its value and, for a stream, where its "stream" keyword
 * stands. null when it cannot be read, or reading the file's objects has taken too long.
 */
export function readObject(file, at) {
  const reader = new Reader(file.text, at);
  const value = reader.value();
  file.work += reader.at - at;
  if (value === null || file.work > MAX_DICT_WORK) return null;
  reader.skip();
  return { value, stream: file.text.startsWith("stream", reader.at) ? reader.at : undefined };
}

/** An object's value where a reference stands, undefined where it is not found. */
function resolve(file, value) {
  if (!value?.ref) return value;
  const [num, gen] = value.ref.split(" ").map(Number);
  const at = file.objects.get(`${num} ${gen}`);
  if (at === undefined) return undefined;
  return new Reader(file.text, at).value() ?? undefined;
}

/**
 * Where pdf.js reads a stream's data: from the line after the keyword to /Length bytes on when "endstream" follows
 * them, else to the first "endstream". The later of the two ends is taken: a deflate stream stops at its own end
 * anyway, and no "endstream" written inside the data, nor a /Length read differently, can cut a bomb short here.
 */
export function streamExtent(file, keyword, dict) {
  const { text } = file;
  let start = keyword + "stream".length;
  while (start < text.length && text[start] !== "\n" && text[start] !== "\r") start++;
  if (text[start] === "\r") start++;
  if (text[start] === "\n") start++;
  const endstream = text.indexOf("endstream", start);
  let end = endstream < 0 ? text.length : endstream;
  const length = resolve(file, dict.get("Length"));
  if (typeof length === "number" && Number.isInteger(length) && length >= 0 && start + length <= text.length) {
    if (/^\s*endstream/.test(text.slice(start + length, start + length + 32))) end = Math.max(end, start + length);
  }
  return [start, end];
}

/**
 * The stream's filters, each with its parameters (a dictionary or nothing), or null when they cannot be told
 * (pdf.js might still resolve them: the file is refused rather than read unmeasured).
 */
export function filterChain(file, dict) {
  const declared = dict.has("Filter") ? dict.get("Filter") : dict.get("F");
  const raw = resolve(file, declared);
  if (raw === undefined) return declared === undefined ? [] : null;
  const list = Array.isArray(raw) ? raw.map((item) => resolve(file, item)) : [raw];
  const rawParams = resolve(file, dict.has("DecodeParms") ? dict.get("DecodeParms") : dict.get("DP"));
  const params = Array.isArray(rawParams) ? rawParams.map((item) => resolve(file, item)) : [rawParams];
  const chain = [];
  for (const [i, item] of list.entries()) {
    if (!item?.name) return null;
    chain.push({ kind: FILTERS[item.name] ?? "unknown", params: params[i]?.dict });
  }
  return chain;
}

/** A number from a filter's parameters, resolved; `fallback` when absent or not a number. */
function parameter(params, key, fallback) {
  const value = params?.get(key);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/**
 * Inflates every stream of a PDF through its filter chain against `budget` (throws InflateLimitError past the cap,
 * PdfEncryptedError for an encrypted file). Every "stream" keyword in the file is looked at, not only those a
 * cross-reference table lists: pdf.js rebuilds a broken table by scanning, so it may find streams a table hides.
 * Returns the index it read the file with (its text and where each object starts), for blank-type3-glyphs.mjs.
 */
export async function measurePdfStreams(bytes, budget) {
  const text = bytes.toString("latin1");
  if (/\/(?:E|#45)(?:n|#6[Ee])(?:c|#63)(?:r|#72)(?:y|#79)(?:p|#70)(?:t|#74)(?![^\s()<>[\]{}/%])/.test(text)) {
    throw new PdfEncryptedError();
  }
  const file = { text, objects: objectIndex(text), work: 0 };
  let streams = 0;
  for (let at = text.indexOf("stream"); at >= 0; at = text.indexOf("stream", at + 6)) {
    if (text.startsWith("end", at - 3)) continue;
    const dict = streamDictionary(file, at);
    if (dict === null) continue;
    if (dict === "unreadable") throw new InflateLimitError(budget.max);
    if (++streams > MAX_STREAMS) throw new InflateLimitError(MAX_STREAMS);
    const chain = filterChain(file, dict);
    if (chain === null) throw new InflateLimitError(budget.max);
    const [start, end] = streamExtent(file, at, dict);
    await decodeChain(bytes.subarray(start, end), chain, budget);
  }
  return file;
}

/** Runs one stream's data through its filters, counting every filter's output. */
export async function decodeChain(data, chain, budget) {
  let current = data;
  for (let i = 0; i < chain.length; i++) {
    const { kind, params } = chain[i];
    const last = i === chain.length - 1;
    if (kind === "flate") {
      // pdf.js checks the two-byte zlib header itself, then inflates the rest as raw deflate.
      const [cmf, flg] = current;
      if (current.length < 2 || (cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return;
      ({ bytes: current } = await inflateCounted(current.subarray(2), budget, { keep: !last }));
    } else if (kind === "lzw") current = lzwDecode(current, budget, parameter(params, "EarlyChange", 1));
    else if (kind === "runlength") current = runLengthDecode(current, budget);
    else if (kind === "hex") current = hexDecode(current, budget);
    else if (kind === "a85") current = ascii85Decode(current, budget);
    // An image codec, Crypt or a filter pdf.js does not know: nothing further inflates.
    else return;
    if (kind === "flate" || kind === "lzw") chargePredictorRow(params, budget);
  }
}

/**
 * A predictor (Flate and LZW parameters) makes pdf.js allocate one output row of Columns × Colors × BitsPerComponent
 * bits up front, whatever the data: that row is counted like inflated bytes.
 */
function chargePredictorRow(params, budget) {
  if (parameter(params, "Predictor", 1) <= 1) return;
  const bits =
    parameter(params, "Columns", 1) * parameter(params, "Colors", 1) * parameter(params, "BitsPerComponent", 8);
  budget.take(Math.max(0, Math.ceil(bits / 8)));
}

/** A growing output, counted before it grows. */
class Output {
  constructor(budget) {
    this.budget = budget;
    this.buffer = Buffer.alloc(4096);
    this.length = 0;
  }

  reserve(n) {
    this.budget.take(n);
    if (this.length + n <= this.buffer.length) return;
    const grown = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  push(byte) {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }

  result() {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * PDF's LZW exactly as pdf.js decodes it, quirks included (it reads an unknown code as "the previous string plus its
 * first byte" however long that grows, and never stops on a bad code): what is counted is what pdf.js would produce.
 */
export function lzwDecode(data, budget, earlyChange = 1) {
  const out = new Output(budget);
  const values = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const previousCodes = new Uint16Array(4096);
  const sequence = new Uint8Array(4096);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  let nextCode = 258;
  let width = 9;
  let previous = 0;
  let length = 0;
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  while (at < data.length || bitCount >= width) {
    while (bitCount < width && at < data.length) {
      bits = ((bits << 8) | data[at++]) >>> 0;
      bitCount += 8;
    }
    if (bitCount < width) break;
    bitCount -= width;
    const code = (bits >>> bitCount) & ((1 << width) - 1);
    const hadSequence = length > 0;
    if (code < 256) {
      sequence[0] = code;
      length = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        length = lengths[code];
        for (let n = length - 1, r = code; n >= 0; n--) {
          sequence[n] = values[r];
          r = previousCodes[r];
        }
      } else {
        sequence[length++] = sequence[0];
      }
    } else if (code === 256) {
      width = 9;
      nextCode = 258;
      length = 0;
      continue;
    } else break;
    if (hadSequence) {
      previousCodes[nextCode] = previous;
      lengths[nextCode] = lengths[previous] + 1;
      values[nextCode] = sequence[0];
      nextCode++;
      const grow = nextCode + earlyChange;
      width = grow & (grow - 1) ? width : Math.min(Math.log(grow) / 0.6931471805599453 + 1, 12) | 0;
    }
    previous = code;
    // Past the 4,096 bytes pdf.js keeps of a sequence, it writes zeros: counted all the same.
    out.reserve(length);
    out.buffer.set(sequence.subarray(0, Math.min(length, 4096)), out.length);
    out.length += length;
  }
  return out.result();
}

export function runLengthDecode(data, budget) {
  const out = new Output(budget);
  let at = 0;
  while (at < data.length) {
    const n = data[at++];
    if (n === 128) break;
    if (n < 128) {
      const run = data.subarray(at, at + n + 1);
      out.reserve(run.length);
      out.buffer.set(run, out.length);
      out.length += run.length;
      at += n + 1;
    } else {
      if (at >= data.length) break;
      const count = 257 - n;
      out.reserve(count);
      out.buffer.fill(data[at++], out.length, out.length + count);
      out.length += count;
    }
  }
  return out.result();
}

export function hexDecode(data, budget) {
  const text = data.toString("latin1");
  const end = text.indexOf(">");
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9A-Fa-f]/g, "");
  const out = Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex");
  budget.take(out.length);
  return out;
}

export function ascii85Decode(data, budget) {
  const out = new Output(budget);
  let group = [];
  const flush = (count) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    out.reserve(count);
    for (let i = 0; i < count; i++) out.buffer[out.length++] = (value >>> (24 - 8 * i)) & 0xff;
    group = [];
  };
  for (let at = 0; at < data.length; at++) {
    const c = data[at];
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.reserve(4);
      out.buffer.fill(0, out.length, out.length + 4);
      out.length += 4;
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}
