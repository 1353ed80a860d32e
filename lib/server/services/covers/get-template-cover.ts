// The cover of a catalogue template (GET /api/covers/templates/{componentName}.png): rendered once from the
// template's sample page (app/print/template/[componentName]) and kept on disk; concurrent first requests share
// one render. A name that is not in the registry is a 404, so nobody can make us render arbitrary pages.
import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/server/api/app-error";
import { internalOrigin } from "@/lib/server/pdf/internal-origin";
import { renderScreenshot } from "@/lib/server/pdf/render-screenshot";
import { COVER_HEIGHT, COVER_WIDTH } from "@/lib/server/services/covers/render-resume-cover";
import { findCoverFile, saveCoverFile } from "@/lib/server/services/covers/cover-storage";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { appVersion } from "@/lib/server/version";

const inFlight = new Map<string, Promise<Buffer>>();

async function render(componentName: string, locale: "en" | "zh", fileName: string): Promise<Buffer> {
  const url = `${internalOrigin()}/print/template/${encodeURIComponent(componentName)}${locale === "zh" ? "?lang=ch" : ""}`;
  const png = await renderScreenshot(url, { width: COVER_WIDTH, height: COVER_HEIGHT });
  const out = await sharp(png)
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "top" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await saveCoverFile("templates", fileName, out);
  return out;
}

/**
 * The cover's file name on disk (`suffix`: "png", or a WebP size's "w480.webp"); NOT_FOUND for a name outside the
 * registry. The app version is part of the name: a release with changed templates renders fresh covers.
 */
export function templateCoverFileName(componentName: string, locale: "en" | "zh", suffix: string): string {
  if (!getTemplateMeta(componentName)) throw new AppError("NOT_FOUND", { message: "Unknown template" });
  const version = appVersion.replace(/[^A-Za-z0-9]/g, "_");
  return `${componentName}${locale === "zh" ? "-zh" : ""}-${version}${suffix === "png" ? ".png" : `-${suffix}`}`;
}

/** `locale` zh: filled with the Chinese sample resume, for the Chinese site. */
export async function getTemplateCover(componentName: string, locale: "en" | "zh" = "en"): Promise<Buffer> {
  const fileName = templateCoverFileName(componentName, locale, "png");
  const cached = await findCoverFile("templates", fileName);
  if (cached) return cached;
  let pending = inFlight.get(fileName);
  if (!pending) {
    pending = render(componentName, locale, fileName).finally(() => inFlight.delete(fileName));
    inFlight.set(fileName, pending);
  }
  return pending;
}
