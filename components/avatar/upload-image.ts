// POST /api/upload (Chinese site) or /api/uploadR2 (other locales), multipart `file` (SPEC §7 Files): data.url.
import { ApiError } from "@/lib/api-client/api-error";
import { imageFileName } from "./image-file";

export async function uploadImage(image: Blob, locale: string, fileName = imageFileName(image)): Promise<string> {
  const body = new FormData();
  body.set("file", image, fileName);
  const response = await fetch(locale === "zh" ? "/api/upload" : "/api/uploadR2", { method: "POST", body, credentials: "same-origin" });
  const envelope = (await response.json().catch(() => ({ code: response.status }))) as { code: number; data?: { url: string }; message?: string };
  if (envelope.code !== 0 || !envelope.data) throw new ApiError(envelope.code, envelope.message ?? "", response.status);
  return envelope.data.url;
}
