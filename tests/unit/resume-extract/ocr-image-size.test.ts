// Scans and photos by their bytes (issue 24 item 3): JPEG and PNG are told by their magic bytes whatever the name,
// other images are refused, and the size a header declares is checked before anything decodes it (a PNG of a few
// bytes may declare 50,000 × 50,000 pixels).
import { describe, expect, it } from "@jest/globals";
import sharp from "sharp";
import { imageSize, isImageTooLarge, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "@/lib/server/extract/ocr-image-size";
import { sniffFile } from "@/lib/server/extract/sniff-file";

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ffffff" } });

function pngDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from("89504e470d0a1a0a", "hex").copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write("IHDR", 12, "latin1");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function jpegDeclaring(width: number, height: number, marker = 0xc0): Buffer {
  const frame = Buffer.from([0xff, marker, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  // A JFIF segment and a Huffman table (C4, in the start-of-frame range but not one) before the frame.
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
  const dht = Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, dht, frame, Buffer.alloc(8)]);
}

describe("sniffFile for images", () => {
  it("takes a JPEG and a PNG by their bytes, with their size", async () => {
    const jpeg = await blank(640, 480).jpeg().toBuffer();
    const png = await blank(300, 200).png().toBuffer();
    expect(sniffFile(jpeg)).toEqual({ kind: "jpeg" });
    expect(sniffFile(png)).toEqual({ kind: "png" });
    expect(imageSize("jpeg", jpeg)).toEqual({ width: 640, height: 480 });
    expect(imageSize("png", png)).toEqual({ width: 300, height: 200 });
  });

  it("reads the size of a progressive JPEG, and of one with EXIF before its frame", async () => {
    const progressive = await blank(800, 600).jpeg({ progressive: true }).toBuffer();
    expect(imageSize("jpeg", progressive)).toEqual({ width: 800, height: 600 });
    const withExif = await blank(120, 90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(imageSize("jpeg", withExif)).toEqual({ width: 120, height: 90 });
    expect(imageSize("jpeg", jpegDeclaring(1000, 700, 0xc2))).toEqual({ width: 1000, height: 700 });
  });

  it("refuses other images", async () => {
    for (const bytes of [
      await blank(20, 20).gif().toBuffer(),
      await blank(20, 20).webp().toBuffer(),
      await blank(20, 20).tiff().toBuffer(),
      Buffer.from("BM\x36\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00", "latin1"),
    ])
      expect(sniffFile(bytes)).toEqual({ error: "FILE_TYPE" });
  });

  it("refuses an image whose header declares too many pixels, before decoding it", () => {
    expect(sniffFile(pngDeclaring(50_000, 50_000))).toEqual({ error: "FILE_IMAGE_TOO_LARGE" });
    expect(sniffFile(jpegDeclaring(60_000, 60_000))).toEqual({ error: "FILE_IMAGE_TOO_LARGE" });
    // One side past the limit, or the area: a long strip or a large square.
    expect(sniffFile(pngDeclaring(MAX_IMAGE_SIDE + 1, 10))).toEqual({ error: "FILE_IMAGE_TOO_LARGE" });
    expect(sniffFile(pngDeclaring(8000, 7000))).toEqual({ error: "FILE_IMAGE_TOO_LARGE" });
    expect(sniffFile(pngDeclaring(MAX_IMAGE_SIDE, 4000))).toEqual({ kind: "png" });
    expect(isImageTooLarge({ width: 10_000, height: MAX_IMAGE_PIXELS / 10_000 })).toBe(false);
    expect(isImageTooLarge({ width: 10_000, height: MAX_IMAGE_PIXELS / 10_000 + 1 })).toBe(true);
  });

  it("answers an image without a readable header as unreadable", () => {
    expect(sniffFile(Buffer.from("89504e470d0a1a0a0000", "hex"))).toEqual({ error: "FILE_UNREADABLE" });
    expect(sniffFile(pngDeclaring(0, 100))).toEqual({ error: "FILE_UNREADABLE" });
    // A JPEG whose scan starts before any frame, and one cut short.
    expect(sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0, 0, 0]))).toEqual({
      error: "FILE_UNREADABLE",
    });
    expect(sniffFile(jpegDeclaring(100, 100).subarray(0, 20))).toEqual({ error: "FILE_UNREADABLE" });
  });
});
