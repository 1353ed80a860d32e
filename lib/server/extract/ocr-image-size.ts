// A scanned or photographed resume (issue 24 item 3): JPEG or PNG, known by its bytes, and its size in pixels read
// from its header before anything decodes it. Decoding allocates what the header declares, and a PNG of a few hundred
// bytes may declare 50,000 × 50,000 pixels (2.5 gigapixels): such a file is refused here, never decoded.
// Not server-only: also loaded outside a Next server bundle (sniff-file.ts, loaded by scripts/bench).

/** A 12-megapixel phone photo is 4032 × 3024, an A4 page scanned at 600 dpi 4961 × 7016. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

export type TImageKind = "jpeg" | "png";
export type TImageSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function imageKind(bytes: Buffer): TImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  return null;
}

/** A PNG's first chunk is IHDR: width and height, 4 bytes each, big-endian. */
function pngSize(bytes: Buffer): TImageSize | null {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (C0–CF) carry the frame's size; C4, C8 and CC are other segments in that range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** A JPEG's segments are walked to its first start-of-frame: height, then width, 2 bytes each. */
function jpegSize(bytes: Buffer): TImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    // Fill bytes, and markers without a length (restart markers, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame: not a picture.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** The size the image's header declares, or null when there is no readable header. */
export function imageSize(kind: TImageKind, bytes: Buffer): TImageSize | null {
  const size = kind === "png" ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

export const isImageTooLarge = ({ width, height }: TImageSize): boolean =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
