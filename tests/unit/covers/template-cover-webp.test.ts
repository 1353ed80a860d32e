// Pages show template covers as card-sized WebPs, not the 93–125 kB PNG (issue 23 item 8: Lighthouse flagged the
// covers as oversized, old-format images). The full PNG is already on disk here, as after the start's pre-render
// (render-template-covers.ts), so no Chromium runs: the real sharp conversion and the real cover folder are tested.
import "./set-cover-data-dir";
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { saveCoverFile } from "@/lib/server/services/covers/cover-storage";
import { templateCoverFileName } from "@/lib/server/services/covers/get-template-cover";
import { getTemplateCoverWebp } from "@/lib/server/services/covers/get-template-cover-webp";
import { coverSources } from "@/lib/shared/catalogue/cover-sources";
import { ZTemplateCoverParams, ZTemplateCoverQuery } from "@/lib/shared/validations/pdf/covers";

const coversDir = () => path.join(process.env.DATA_DIR!, "uploads", "covers", "templates");

// A 640 × 896 page like a rendered cover (a coloured header, headings, lines of text, anti-aliased), so the sizes
// compare as a real cover's do (93–125 kB PNG against 15–51 kB WebP measured on this machine).
async function fakeCoverPng(): Promise<Buffer> {
  const lines = Array.from(
    { length: 40 },
    (_, i) =>
      `<text x="40" y="${180 + i * 17}" font-size="${i % 8 === 0 ? 16 : 11}" fill="#334155">` +
      `${i % 8 === 0 ? "Work experience" : "Led the checkout platform, cut payment latency by 40 % and mentored four engineers"}</text>`,
  ).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="896"><rect width="640" height="896" fill="#fff"/>` +
    `<rect width="640" height="130" fill="#047857"/><text x="40" y="80" font-size="34" fill="#fff">Alex Morgan</text>` +
    `${lines}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

let png: Buffer;
beforeAll(async () => {
  png = await fakeCoverPng();
  await saveCoverFile("templates", templateCoverFileName("TemplateModern", "en", "png"), png);
  await saveCoverFile("templates", templateCoverFileName("TemplateModern", "zh", "png"), png);
});

describe("getTemplateCoverWebp", () => {
  it.each([320, 480, 640] as const)("makes a %i px wide WebP with the cover's 640 × 896 proportions", async (width) => {
    const webp = await getTemplateCoverWebp("TemplateModern", "en", width);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((width * 896) / 640));
    expect(webp.byteLength).toBeLessThan(png.byteLength);
  });

  it("keeps each size on disk beside the PNG and answers it from there", async () => {
    const first = await getTemplateCoverWebp("TemplateModern", "zh", 480);
    expect(readdirSync(coversDir())).toContain(templateCoverFileName("TemplateModern", "zh", "w480.webp"));
    expect((await getTemplateCoverWebp("TemplateModern", "zh", 480)).equals(first)).toBe(true);
  });

  it("refuses a template outside the registry", async () => {
    await expect(getTemplateCoverWebp("NoSuchTemplate", "en", 480)).rejects.toMatchObject({ key: "NOT_FOUND" });
  });
});

describe("cover addresses", () => {
  it("gives pages a WebP srcset in the route's widths, keeping the locale", () => {
    expect(coverSources("/api/covers/templates/TemplateModern.png?locale=zh")).toEqual({
      src: "/api/covers/templates/TemplateModern.webp?w=480&locale=zh",
      srcSet:
        "/api/covers/templates/TemplateModern.webp?w=320&locale=zh 320w, " +
        "/api/covers/templates/TemplateModern.webp?w=480&locale=zh 480w, " +
        "/api/covers/templates/TemplateModern.webp?w=640&locale=zh 640w",
    });
    expect(coverSources("/uploads/own-cover.webp")).toEqual({ src: "/uploads/own-cover.webp" });
  });

  it("accepts the PNG and the WebP names and only the listed widths", () => {
    expect(ZTemplateCoverParams.parse({ file: "TemplateModern.webp" }).file).toEqual({
      componentName: "TemplateModern",
      format: "webp",
    });
    expect(ZTemplateCoverParams.parse({ file: "TemplateModern.png" }).file.format).toBe("png");
    expect(ZTemplateCoverParams.safeParse({ file: "TemplateModern.jpg" }).success).toBe(false);
    expect(ZTemplateCoverQuery.parse({}).w).toBe(480);
    expect(ZTemplateCoverQuery.parse({ w: "320", locale: "zh" })).toEqual({ w: 320, locale: "zh" });
    expect(ZTemplateCoverQuery.safeParse({ w: "333" }).success).toBe(false);
  });
});
