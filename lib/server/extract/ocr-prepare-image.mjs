// A scanned or photographed page made ready for Tesseract (issue 24 item 3), on a thread of the extraction pool
// (extract-worker.mjs) under its memory cap and time limit, so no image is decoded on the server's own process. The
// image is decoded by sharp only after its declared size passed the limits (ocr-image-size.ts): turned upright as
// its EXIF orientation says, made grey, brought to a size Tesseract reads well, straightened (a page scanned or
// photographed a degree or two askew), and cleared of ruled lines. Tesseract misreads a heading with a rule under it
// (the common resume style) as Latin garbage, most of all in Chinese ("工作经历" → "slices cE pee"), and a table's
// borders split its cells' text: a thin dark line much longer than any letter is painted white first.
// Plain JavaScript beside the worker, which loads it at run time; types in ocr-prepare-image.d.mts for the tests.

/** Text at these widths is about the size Tesseract is trained on (a page at 200–350 dpi). */
const MIN_WIDTH = 1600;
const MAX_SIDE = 4200;
/** A page is straightened when it is askew by more than this, up to the largest skew looked for. */
const MIN_SKEW_DEGREES = 0.15;
const MAX_SKEW_DEGREES = 4;
const SKEW_STEP_DEGREES = 0.1;
/** Darker than this is ink, for finding the skew (Tesseract binarises the image itself). */
const INK = 128;
/**
 * A ruled line is often light grey (a 1 px #999 border, softened by the scan): anything this much darker than the
 * paper counts for it. Noise of the paper never forms a run as long as a rule.
 */
const RULE_CONTRAST = 40;

/** Ink pixels sampled for the skew: enough to see every line of a page, few enough to measure in milliseconds. */
const SKEW_SAMPLES = 40_000;

/** How sharp the rows of ink are when the page is looked at along `slope`: the sum of squared row counts. */
function rowSharpness(xs, ys, count, slope, histogram, offset) {
  histogram.fill(0);
  for (let i = 0; i < count; i++) histogram[Math.round(ys[i] - xs[i] * slope) + offset] += 1;
  let score = 0;
  for (let i = 0; i < histogram.length; i++) score += histogram[i] * histogram[i];
  return score;
}

/**
 * The skew of a page's text lines, in degrees (positive: turned clockwise), by projection: rows of ink are sharpest
 * when the page is looked at along its lines. Measured on a sample of ink pixels, in half-degree steps, then in
 * tenths around the best.
 */
export function estimateSkew(pixels, width, height) {
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 7) if (pixels[i] < INK) ink += 1;
  const stride = Math.max(1, Math.floor((ink * 7) / SKEW_SAMPLES));
  const xs = new Float64Array(SKEW_SAMPLES + 1);
  const ys = new Float64Array(SKEW_SAMPLES + 1);
  let count = 0;
  let seen = 0;
  for (let i = 0; i < pixels.length && count <= SKEW_SAMPLES; i++)
    if (pixels[i] < INK && seen++ % stride === 0) {
      xs[count] = i % width;
      ys[count] = Math.floor(i / width);
      count += 1;
    }
  if (count < 200) return 0;
  const offset = width + 1;
  const histogram = new Float64Array(height + 2 * width + 4);
  const score = (degrees) => rowSharpness(xs, ys, count, Math.tan((degrees * Math.PI) / 180), histogram, offset);
  let best = 0;
  let bestScore = score(0);
  const look = (degrees) => {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  };
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.5) look(degrees);
  const coarse = best;
  for (let step = -4; step <= 4; step++) look(Math.round((coarse + step * SKEW_STEP_DEGREES) * 10) / 10);
  return Math.round(best * 10) / 10;
}

/**
 * Paints white every thin straight line of ink much longer than a letter, in place: runs of ink along a row (or a
 * column) at least `minLength` long, where the run is at most `maxThickness` thick across. A thick bar (a coloured
 * band behind a heading) is left alone: its text would vanish with it.
 */
export function removeRules(pixels, width, height) {
  const maxThickness = Math.max(3, Math.round(width * 0.004));
  const ink = paperLevel(pixels) - RULE_CONTRAST;
  clearAcross(pixels, width, height, markRows(pixels, width, height, Math.max(60, Math.round(width * 0.08)), ink), {
    maxThickness,
    down: true,
  });
  clearAcross(pixels, width, height, markColumns(pixels, width, height, Math.max(60, Math.round(height * 0.05)), ink), {
    maxThickness,
    down: false,
  });
}

/** The paper's grey: the level most pixels are at or above (most of a page is paper), from a sample. */
function paperLevel(pixels) {
  const counts = new Uint32Array(256);
  const step = Math.max(1, Math.floor(pixels.length / 200_000));
  let total = 0;
  for (let i = 0; i < pixels.length; i += step) {
    counts[pixels[i]] += 1;
    total += 1;
  }
  let seen = 0;
  for (let level = 255; level >= 0; level--) {
    seen += counts[level];
    if (seen >= total * 0.5) return level;
  }
  return 255;
}

/** Marks the pixels of runs of ink along a row at least `minLength` long. */
function markRows(pixels, width, height, minLength, ink) {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const isInk = x < width && pixels[row + x] < ink;
      if (isInk) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start >= minLength) mask.fill(1, row + start, row + x);
        start = -1;
      }
    }
  }
  return mask;
}

/** Marks the pixels of runs of ink down a column at least `minLength` long (walked row by row, for the cache). */
function markColumns(pixels, width, height, minLength, ink) {
  const mask = new Uint8Array(width * height);
  const start = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const isInk = y < height && pixels[row + x] < ink;
      if (isInk) {
        if (start[x] < 0) start[x] = y;
      } else if (start[x] >= 0) {
        if (y - start[x] >= minLength) for (let k = start[x]; k < y; k++) mask[k * width + x] = 1;
        start[x] = -1;
      }
    }
  }
  return mask;
}

/**
 * Across the marked runs (down a column for rows' runs, along a row for columns' runs), a streak of marked pixels no
 * thicker than a rule is painted white with a pixel of its soft edge on each side; a thicker one is left.
 */
function clearAcross(pixels, width, height, mask, { maxThickness, down }) {
  if (down) {
    const start = new Int32Array(width).fill(-1);
    for (let y = 0; y <= height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const marked = y < height && mask[row + x] === 1;
        if (marked) {
          if (start[x] < 0) start[x] = y;
        } else if (start[x] >= 0) {
          if (y - start[x] <= maxThickness)
            for (let k = Math.max(0, start[x] - 1); k < Math.min(height, y + 1); k++) pixels[k * width + x] = 255;
          start[x] = -1;
        }
      }
    }
    return;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const marked = x < width && mask[row + x] === 1;
      if (marked) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start <= maxThickness) pixels.fill(255, row + Math.max(0, start - 1), row + Math.min(width, x + 1));
        start = -1;
      }
    }
  }
}

/**
 * bytes (a JPEG or PNG whose size was checked) → a grey PNG ready for Tesseract, with its size in pixels and the
 * skew it was straightened by. `maxPixels` bounds the decoding again, in case the header check was fooled; `turn`
 * (90, 180 or 270 degrees clockwise) turns a page that has no EXIF orientation but reads sideways or upside down
 * (Tesseract's orientation detection says by how much: ocr-tesseract.ts detectTurn).
 */
export async function prepareScan(bytes, { maxPixels, turn = 0 }) {
  const { default: sharp } = await import("sharp");
  // One libvips thread: the pool runs two files at once on two cores, and the server needs the rest.
  sharp.concurrency(1);
  sharp.cache(false);
  const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).autoOrient();
  if (turn) input.rotate(turn);
  // The size once turned upright (EXIF orientations 5–8 swap the sides), then by the quarter turns asked for.
  const meta = await input.metadata();
  let { width: w0 = 1, height: h0 = 1 } = meta.autoOrient ?? meta;
  if (turn % 180 !== 0) [w0, h0] = [h0, w0];
  let scale = 1;
  if (Math.max(w0, h0) > MAX_SIDE) scale = MAX_SIDE / Math.max(w0, h0);
  else if (w0 < MIN_WIDTH) scale = Math.min(3, MIN_WIDTH / w0, MAX_SIDE / Math.max(w0, h0));
  const width = Math.max(1, Math.round(w0 * scale));
  const height = Math.max(1, Math.round(h0 * scale));
  let { data, info } = await input
    .flatten({ background: "#ffffff" })
    .grayscale()
    .resize(width, height, { fit: "fill", kernel: scale < 1 ? "lanczos3" : "cubic" })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = estimateSkew(data, info.width, info.height);
  if (Math.abs(skew) >= MIN_SKEW_DEGREES) {
    ({ data, info } = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .rotate(-skew, { background: "#ffffff" })
      .extract(centred(info.width, info.height, skew))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  removeRules(data, info.width, info.height);
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .toColourspace("b-w")
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.length), width: info.width, height: info.height, skew };
}

/** The page's own size out of its turned copy (which grows by the corners): the middle, as large as the original. */
function centred(width, height, degrees) {
  const radians = (Math.abs(degrees) * Math.PI) / 180;
  const turnedWidth = Math.round(width * Math.cos(radians) + height * Math.sin(radians));
  const turnedHeight = Math.round(width * Math.sin(radians) + height * Math.cos(radians));
  return {
    left: Math.max(0, Math.floor((turnedWidth - width) / 2)),
    top: Math.max(0, Math.floor((turnedHeight - height) / 2)),
    width: Math.min(width, turnedWidth),
    height: Math.min(height, turnedHeight),
  };
}
