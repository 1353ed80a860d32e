// POST /api/upload and /api/uploadR2: an avatar (or cover screenshot) as JPEG or PNG under 1 MB. The type is decided
// by the file's magic bytes, not its name or declared type; the image is decoded and re-encoded by sharp (which
// drops metadata and anything hidden after the image data), and decoding stops at 25 megapixels (pixel floods).
import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/lib/server/api/app-error";
import { storage } from "@/lib/server/storage/storage";

export const MAX_IMAGE_BYTES = 1024 * 1024;
const MAX_PIXELS = 25_000_000;

type Kind = { ext: "jpg" | "png"; contentType: string };

function sniff(bytes: Buffer): Kind | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ext: "jpg", contentType: "image/jpeg" };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return { ext: "png", contentType: "image/png" };
  return null;
}

export async function storeUserImage(userId: string, bytes: Buffer): Promise<{ url: string }> {
  if (bytes.length >= MAX_IMAGE_BYTES) throw new AppError("IMAGE_TOO_LARGE");
  const kind = sniff(bytes);
  if (!kind) throw new AppError("IMAGE_TYPE");
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    output =
      kind.ext === "jpg"
        ? await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    const isFlood = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError(isFlood ? "IMAGE_DIMENSIONS" : "IMAGE_TYPE", { cause: error });
  }
  const url = await storage().put(`avatars/${userId}/${randomUUID()}.${kind.ext}`, output, kind.contentType);
  return { url };
}
