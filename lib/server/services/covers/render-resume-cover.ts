// The resume's cover (docs/product.md §7 "Files"): its first page 640 px wide and 1.4 × as high (896 px), rendered from
// the same print page as the PDF, re-encoded as WebP with sharp, stored, and Resume.coverImg pointed at it. Each cover
// gets a new file name, so it can be cached forever; the previous file is removed.
import "server-only";
import sharp from "sharp";
import { db } from "@/lib/server/db";
import { printUrl } from "@/lib/server/pdf/render-pdf";
import { renderScreenshot } from "@/lib/server/pdf/render-screenshot";
import { deleteCoverFile, saveCoverFile } from "@/lib/server/services/covers/cover-storage";

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = Math.round(COVER_WIDTH * 1.4);
const RESUME_COVER_PREFIX = "/api/covers/resumes/";

/** Returns the new coverImg, or null when the resume no longer exists. */
export async function renderResumeCover(resumeId: string): Promise<string | null> {
  const resume = await db.resume.findFirst({ where: { id: resumeId, deletedAt: null }, select: { coverImg: true } });
  if (!resume) return null;
  const png = await renderScreenshot(printUrl(resumeId, "two"), { width: COVER_WIDTH, height: COVER_HEIGHT });
  const webp = await sharp(png)
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "top" })
    .webp({ quality: 82 })
    .toBuffer();
  const name = `${resumeId}-${Date.now().toString(36)}.webp`;
  await saveCoverFile("resumes", name, webp);
  const coverImg = `${RESUME_COVER_PREFIX}${name}`;
  await db.resume.update({ where: { id: resumeId }, data: { coverImg } });
  if (resume.coverImg?.startsWith(RESUME_COVER_PREFIX))
    await deleteCoverFile("resumes", resume.coverImg.slice(RESUME_COVER_PREFIX.length));
  return coverImg;
}
