// A scanned page made ready for Tesseract on a pool thread (issue 24 item 3): a page askew by a degree or two is
// measured and straightened, thin ruled lines (a heading's underline, a table's borders) are painted out while
// letters and thick bands stay, a photo is turned upright by its EXIF orientation (then by the quarter turns Tesseract's
// orientation detection asks for), and decoding stops at the pixel cap.
import { describe, expect, it } from "@jest/globals";
import sharp from "sharp";
import { estimateSkew, prepareScan, removeRules } from "@/lib/server/extract/ocr-prepare-image.mjs";

/** A grey page of `width` × `height` with dark "words" (12 px high blocks) on lines 60 px apart. */
function page(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(240);
  for (let top = 80; top + 12 < height - 80; top += 60)
    for (let left = 80; left < width - 200; left += 140)
      for (let y = top; y < top + 12; y++) for (let x = left; x < left + 100; x++) pixels[y * width + x] = 20;
  return pixels;
}

async function turned(pixels: Uint8Array, width: number, height: number, degrees: number) {
  const { data, info } = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .rotate(degrees, { background: "#f0f0f0" })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe("estimateSkew", () => {
  it.each([1.5, -2, 0])("finds a page turned by %s°", async (degrees) => {
    const { data, width, height } = await turned(page(1200, 1600), 1200, 1600, degrees);
    expect(Math.abs(estimateSkew(data, width, height) - degrees)).toBeLessThanOrEqual(0.2);
  });

  it("says 0 for a page with next to no ink", () => {
    expect(estimateSkew(new Uint8Array(500 * 500).fill(250), 500, 500)).toBe(0);
  });
});

describe("removeRules", () => {
  it("paints out thin long lines, across and down, and keeps letters and thick bands", () => {
    const [width, height] = [1000, 600];
    const pixels = new Uint8Array(width * height).fill(245);
    const fill = (x0: number, y0: number, x1: number, y1: number, value: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels[y * width + x] = value;
    };
    fill(50, 100, 950, 102, 150); // a light grey rule under a heading
    fill(600, 150, 602, 550, 60); // a column's border
    fill(0, 300, 1000, 340, 40); // a dark band behind white text: too thick to be a rule
    fill(100, 400, 104, 430, 20); // a letter's stroke
    fill(200, 400, 240, 403, 20); // a letter's bar
    removeRules(pixels, width, height);
    const at = (x: number, y: number) => pixels[y * width + x];
    expect([at(500, 100), at(500, 101), at(601, 200), at(601, 500)]).toEqual([255, 255, 255, 255]);
    expect([at(500, 320), at(102, 410), at(220, 401)]).toEqual([40, 20, 20]);
  });
});

describe("prepareScan", () => {
  it("turns a photo upright by its EXIF orientation and brings it to a readable size", async () => {
    // Stored 400 × 300, to be shown turned a quarter (orientation 6): upright it is 300 × 400.
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ffffff" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const prepared = await prepareScan(photo, { maxPixels: 50_000_000 });
    expect([prepared.width, prepared.height]).toEqual([900, 1200]);
    const meta = await sharp(prepared.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(["png", 900, 1200, 1]);
  });

  it("turns a page by the quarter turns asked for, after its EXIF orientation", async () => {
    // A page 300 wide and 400 high stored sideways (orientation 6), with a dark band at its top once upright.
    const upright = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
      .composite([
        { input: { create: { width: 300, height: 40, channels: 3, background: "#000000" } }, top: 0, left: 0 },
      ])
      .png()
      .toBuffer();
    const stored = await sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const darkRows = async (png: Uint8Array) => {
      const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      const row = (y: number) => data.subarray(y * info.width, (y + 1) * info.width);
      const mean = (y: number) => row(y).reduce((sum, v) => sum + v, 0) / info.width;
      return { top: mean(10), bottom: mean(info.height - 10), width: info.width, height: info.height };
    };
    const asIs = await darkRows((await prepareScan(stored, { maxPixels: 50_000_000 })).png);
    expect(asIs).toMatchObject({ width: 900, height: 1200 });
    expect(asIs.top).toBeLessThan(80);
    const half = await darkRows((await prepareScan(stored, { maxPixels: 50_000_000, turn: 180 })).png);
    expect(half).toMatchObject({ width: 900, height: 1200 });
    expect(half.bottom).toBeLessThan(80);
    expect(half.top).toBeGreaterThan(200);
    const quarter = await prepareScan(stored, { maxPixels: 50_000_000, turn: 90 });
    // Sideways now: wider than high, at the width Tesseract reads well.
    expect(quarter.width).toBeGreaterThan(quarter.height);
  });

  it("straightens a page turned by 2°", async () => {
    const { data, width, height } = await turned(page(1800, 2400), 1800, 2400, 2);
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const prepared = await prepareScan(png, { maxPixels: 50_000_000 });
    expect(prepared.skew).toBeCloseTo(2, 0);
    const { data: out, info } = await sharp(prepared.png).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(estimateSkew(new Uint8Array(out), info.width, info.height))).toBeLessThanOrEqual(0.2);
  });

  it("stops at the pixel cap before decoding", async () => {
    const png = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await expect(prepareScan(png, { maxPixels: 1_000_000 })).rejects.toThrow(/pixel limit/i);
  });
});
