// A catalogue template's cover as a card-sized WebP (GET /api/covers/templates/{componentName}.webp?w=), made from the
// full PNG (get-template-cover.ts) once per size and kept on disk beside it: pages load 15–51 kB instead of the
// 93–125 kB PNG (issue 23 item 8, Lighthouse "properly size images" and "next-gen formats").
import "server-only";
import sharp from "sharp";
import { findCoverFile, saveCoverFile } from "@/lib/server/services/covers/cover-storage";
import { getTemplateCover, templateCoverFileName } from "@/lib/server/services/covers/get-template-cover";
import type { CoverWebpWidth } from "@/lib/shared/catalogue/cover-sources";

// Quality 75 kept the sample text readable at card size; the cover shows the layout, nobody reads it there.
const WEBP_QUALITY = 75;
const inFlight = new Map<string, Promise<Buffer>>();

async function convert(componentName: string, locale: "en" | "zh", width: CoverWebpWidth, fileName: string) {
  const png = await getTemplateCover(componentName, locale);
  const out = await sharp(png).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  await saveCoverFile("templates", fileName, out);
  return out;
}

export async function getTemplateCoverWebp(
  componentName: string,
  locale: "en" | "zh",
  width: CoverWebpWidth,
): Promise<Buffer> {
  // Throws NOT_FOUND for a name outside the registry, before anything is read or made.
  const fileName = templateCoverFileName(componentName, locale, `w${width}.webp`);
  const cached = await findCoverFile("templates", fileName);
  if (cached) return cached;
  let pending = inFlight.get(fileName);
  if (!pending) {
    pending = convert(componentName, locale, width, fileName).finally(() => inFlight.delete(fileName));
    inFlight.set(fileName, pending);
  }
  return pending;
}
